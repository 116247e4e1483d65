import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about saved films and their posters.
@Suite struct SavedFilmsContractTests {
    typealias Fixtures = MemberFixtures

    func titles(_ store: any MoviesStore, _ user: User, page: Int = 1, pageSize: Int = 20) async throws -> [String] {
        try await store.savedFilms(for: user.id, page: try PageNumber(page), pageSize: pageSize).items.map(
            \.movie.title)
    }

    @Test(arguments: StoreKind.available)
    func savedFilmsListNewestFirstAsTheyWereSavedOnAnyServer(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let store = try await database.open()
            let ana = try await Fixtures.add("ana", to: store)
            for number in 1...5 {
                #expect(try await store.save(Fixtures.saved(number, at: Double(number)), poster: nil, for: ana.id))
            }
            #expect(try await !store.save(Fixtures.saved(1, at: 99), poster: nil, for: ana.id))
            let other = try await database.open()
            let page = try await other.savedFilms(for: ana.id, page: try PageNumber(2), pageSize: 2)
            #expect(
                page.items.map(\.movie.title) == ["Film 3", "Film 2"] && page.totalCount == 5 && page.totalPages == 3)
            let first = try #require(
                try await other.savedFilms(for: ana.id, page: try PageNumber(3), pageSize: 2).items.first)
            #expect(first == Fixtures.saved(1, at: 1), "the first save's time stands")
            #expect(first.movie.releaseDate == .day(year: 1971, month: 5, day: 1) && first.movie.overview == "About 1.")
            #expect(first.movie.rating == Rating(average: 7.5, voteCount: 120, raters: .critics))
        }
    }

    @Test(arguments: StoreKind.available)
    func whichOfAPageAreSavedIsAnsweredForThatPersonOnly(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            try await store.save(Fixtures.saved(2, at: 1), poster: nil, for: ana.id)
            try await store.save(Fixtures.saved(4, at: 2), poster: nil, for: ana.id)
            try await store.save(Fixtures.saved(3, at: 3), poster: nil, for: bob.id)
            let page = (1...20).map(Fixtures.film)
            #expect(try await store.savedFilms(among: page, for: ana.id) == [Fixtures.film(2), Fixtures.film(4)])
            #expect(
                try await store.savedFilms(among: [FilmReference(source: .tmdb, movieID: Movie.ID("2"))], for: ana.id)
                    == [])
            #expect(try await store.savedFilms(among: [], for: ana.id) == [])
        }
    }

    @Test(arguments: StoreKind.available)
    func undoBringsBackARemovedFilmWithItsPosterUntilTheNextChange(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            try await store.save(Fixtures.saved(1, at: 1), poster: Fixtures.poster(1), for: ana.id)
            try await store.save(Fixtures.saved(2, at: 2), poster: Fixtures.poster(2), for: ana.id)
            #expect(try await store.remove(Fixtures.film(1), for: ana.id))
            #expect(try await !store.remove(Fixtures.film(1), for: ana.id))
            #expect(try await titles(store, ana) == ["Film 2"])
            #expect(try await store.undoLastChange(for: ana.id) == .removed([Fixtures.film(1)]))
            #expect(try await titles(store, ana) == ["Film 2", "Film 1"])
            #expect(try await store.savedPoster(of: Fixtures.film(1)) == Fixtures.poster(1))
            #expect(try await store.undoLastChange(for: ana.id) == nil)

            try await store.remove(Fixtures.film(1), for: ana.id)
            try await store.save(Fixtures.saved(3, at: 3), poster: nil, for: ana.id)
            #expect(try await store.savedPoster(of: Fixtures.film(1)) == nil, "the removal was final")
            #expect(try await store.undoLastChange(for: ana.id) == .saved(Fixtures.film(3)))
            #expect(try await titles(store, ana) == ["Film 2"])
        }
    }

    @Test(arguments: StoreKind.available)
    func removeAllAndUndoPutEveryFilmBackInItsPlace(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            for number in 1...4 {
                try await store.save(
                    Fixtures.saved(number, at: Double(number)), poster: Fixtures.poster(number), for: ana.id)
            }
            #expect(try await store.removeAll(for: ana.id) == 4)
            #expect(try await store.removeAll(for: ana.id) == 0)
            #expect(try await titles(store, ana) == [])
            #expect(try await store.undoLastChange(for: ana.id) == .removed((1...4).reversed().map(Fixtures.film)))
            #expect(try await titles(store, ana) == ["Film 4", "Film 3", "Film 2", "Film 1"])
            try await store.removeAll(for: ana.id)
            try await store.save(Fixtures.saved(9, at: 9), poster: nil, for: ana.id)
            for number in 1...4 { #expect(try await store.savedPoster(of: Fixtures.film(number)) == nil) }
        }
    }

    @Test(arguments: StoreKind.available) func aPosterStaysWhileAnyoneHoldsTheFilm(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            try await store.save(Fixtures.saved(1, at: 1), poster: Fixtures.poster(1), for: ana.id)
            try await store.save(Fixtures.saved(1, at: 2), poster: nil, for: bob.id)
            try await store.remove(Fixtures.film(1), for: ana.id)
            try await store.save(Fixtures.saved(2, at: 3), poster: nil, for: ana.id)
            #expect(try await store.savedPoster(of: Fixtures.film(1)) == Fixtures.poster(1))
            try await store.remove(Fixtures.film(1), for: bob.id)
            try await store.removeAll(for: bob.id)
            #expect(try await store.savedPoster(of: Fixtures.film(1)) == Fixtures.poster(1), "bob can still undo")
        }
    }

    @Test(arguments: StoreKind.available) func savingForAnAccountThatIsGoneIsNotFound(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            await #expect(throws: AccountError.notFound) {
                try await store.save(Fixtures.saved(1, at: 1), poster: nil, for: .make())
            }
        }
    }
}
