import Foundation
import MoviesData
import MoviesDomain
import Testing

/// An added film merged into the film it is, or corrected, on every store: every watch, rating, list
/// entry, favourite and saved film follows it, the diary's statistics are what the watches make them, and a
/// member holding both keeps one.
@Suite struct AddedFilmsMergeContractTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// One installation's films and operator's work over a store.
    struct Films {
        let store: any MoviesStore
        let added: IndexingAddedFilmsRepository
        let movies: MoviesWithAddedFilmsRepository
        let operator_: AddedFilmsUseCase

        init(_ store: any MoviesStore) async throws {
            let catalog = try CatalogFixtures.resource(
                [
                    CatalogFixtures.film(1, "Dune", released: "1984"),
                    CatalogFixtures.film(2, "Heat", released: "1995"),
                ], in: try CatalogFixtures.temporaryDirectory())
            try await CatalogImporter(store: store, resource: catalog).importIfNeeded()
            self.store = store
            let index = AddedFilmsIndexCache(store: store, recheckInterval: .zero)
            added = IndexingAddedFilmsRepository(base: store, index: index)
            let catalogMovies = CatalogMoviesRepository(store: store, added: index)
            movies = MoviesWithAddedFilmsRepository(base: catalogMovies, added: added)
            operator_ = AddedFilmsUseCase(
                added: added, members: store, movies: movies, source: .catalog,
                identifiers: IdentifiersWithAddedFilms(base: catalogMovies, added: index))
        }

        static func reference(_ id: Movie.ID) -> FilmReference { FilmReference(source: .catalog, movieID: id) }

        func watched(_ id: Movie.ID) async throws -> WatchedFilm {
            WatchedFilm(try await movies.movie(withID: id), reference: Self.reference(id))
        }

        func log(_ id: Movie.ID, by member: User, on day: String, rating: Int, at seconds: Double) async throws {
            _ = try await store.add(
                Watch(
                    id: Watch.ID(rawValue: UUID().uuidString), member: member.id, film: try await watched(id),
                    details: try WatchDetails(
                        day: CalendarDay(day), rating: rating, isRewatch: false, isLiked: false),
                    logged: Date(timeIntervalSince1970: seconds)))
        }

        func titles(_ text: String) async throws -> [String] {
            try await movies.searchMovies(try MovieQuery(text), page: .first).movies.map(\.title)
        }
    }

    @Test(arguments: StoreKind.available)
    func aMergeMovesEverythingAndAMemberWithBothKeepsOne(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let films = try await Films(store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            let heat = Movie.ID("2")
            let twin = try await films.added.add(
                try FilmFacts(title: "Heat (director's cut)", year: 1995, thisYear: 2026, runtime: 170), by: ana.id,
                at: now)
            // ana logged the catalog's Heat first, then the twin twice, rating it later; bea saved the twin.
            try await films.log(heat, by: ana, on: "2023-05-01", rating: 6, at: 1_700_000_000)
            try await films.log(twin.id, by: ana, on: "2024-01-01", rating: 8, at: 1_710_000_000)
            try await films.log(twin.id, by: ana, on: "2024-02-01", rating: 9, at: 1_720_000_000)
            #expect(try await store.statistics(of: ana.id, year: nil).films == 2)
            let list = try ListsContractTests.list("Noir", of: ana, at: 1_700_000_000)
            _ = try await store.create(list)
            for id in [heat, twin.id, Movie.ID("1")] {
                let film = try await films.watched(id)
                _ = try await store.add(
                    ListedFilm(reference: film.reference, title: film.title, year: film.year, posterPath: nil),
                    note: nil, to: list.id, of: ana.id, at: now)
            }
            let twinListed = ListedFilm(
                reference: Films.reference(twin.id), title: twin.facts.title, year: 1995, posterPath: nil)
            try await store.setFavourites([twinListed], for: bea.id)
            _ = try await store.save(
                SavedFilm(film: Films.reference(twin.id), movie: twin.movie, savedAt: now), poster: nil, for: bea.id)

            let (_, kept, moved) = try await films.operator_.merge(twin.id, into: heat)
            #expect(kept.title == "Heat")
            #expect(moved == AddedFilmUse(watches: 2, listEntries: 1, favourites: 1, saved: 1))

            let diary = try await store.allWatches(of: ana.id)
            #expect(diary.count == 3 && diary.allSatisfy { $0.film.reference == Films.reference(heat) })
            #expect(diary.allSatisfy { $0.film.title == "Heat" })
            let stats = try await store.statistics(of: ana.id, year: nil)
            #expect(stats.films == 1 && stats.watches == 3, "one film now, watched three times")
            #expect(try await store.ratings(of: [Films.reference(heat)], by: ana.id) == [Films.reference(heat): 9])
            let entries = try await store.entries(of: list.id, page: .first, pageSize: 10).items
            #expect(entries.map(\.film.title) == ["Heat", "Dune"] && entries.map(\.position) == [1, 2])
            #expect(try await store.favourites(of: bea.id).map(\.reference) == [Films.reference(heat)])
            #expect(
                try await store.savedFilms(for: bea.id, page: .first, pageSize: 10).items.map(\.film) == [
                    Films.reference(heat)
                ])
            #expect(try await store.addedFilm(twin.id) == nil)
            #expect(try await films.titles("heat director's cut").contains("Heat (director's cut)") == false)
            await #expect(throws: AddedFilmError.notAdded(twin.id)) {
                try await films.operator_.merge(twin.id, into: heat)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aCorrectionIsTheFilmEverywhereAndInTheStatistics(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let films = try await Films(store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            let slip = try await films.added.add(
                try FilmFacts(title: "Pst Lives", year: 2022, thisYear: 2026, runtime: 100), by: ana.id, at: now)
            try await films.log(slip.id, by: ana, on: "2024-01-03", rating: 9, at: 1_710_000_000)
            #expect(try await store.statistics(of: ana.id, year: nil).minutes == 100)

            let facts = try FilmFacts(
                title: "Past Lives", year: 2023, thisYear: 2026, directors: ["Celine Song"], runtime: 106,
                genres: [.drama])
            await #expect(throws: AddedFilmError.notTheirs(slip.id)) {
                try await films.operator_.correct(slip.id, to: facts, by: bea.id)
            }
            let corrected = try await films.operator_.correct(slip.id, to: facts, by: ana.id)
            #expect(corrected.facts == facts && corrected.addedBy == ana.id)
            let watch = try #require(try await store.allWatches(of: ana.id).first)
            #expect(watch.film.title == "Past Lives" && watch.film.year == 2023 && watch.film.runtime == 106)
            let stats = try await store.statistics(of: ana.id, year: nil)
            #expect(stats.minutes == 106 && stats.films == 1)
            #expect(stats.decades.map(\.key) == [2020] && stats.directors.map(\.name) == ["Celine Song"])
            #expect(try await films.titles("past lives") == ["Past Lives"], "found by its new title")

            let other = try await films.added.add(
                try FilmFacts(title: "Aftersun", year: 2022, thisYear: 2026), by: ana.id, at: now)
            await #expect(throws: AddedFilmError.self) {
                try await films.operator_.correct(
                    other.id, to: try FilmFacts(title: "Past Lives!", year: 2023, thisYear: 2026))
            }
        }
    }

    /// Once another member holds it, what they logged is not changed under them by its adder: an operator
    /// corrects it then. Each kind of holding counts: a watch, a list entry, a favourite, a saved film.
    @Test(arguments: StoreKind.available)
    func itsAdderNoLongerCorrectsAFilmOthersHold(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let films = try await Films(store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            let film = try await films.added.add(
                try FilmFacts(title: "Pst Lives", year: 2023, thisYear: 2026), by: ana.id, at: now)
            try await films.log(film.id, by: ana, on: "2024-01-03", rating: 9, at: 1_710_000_000)
            let fixed = try FilmFacts(title: "Past Lives", year: 2023, thisYear: 2026)
            _ = try await films.operator_.correct(film.id, to: fixed, by: ana.id)

            let list = try ListsContractTests.list("Later", of: bea, at: 1_700_000_000)
            _ = try await store.create(list)
            let listed = ListedFilm(
                reference: Films.reference(film.id), title: "Past Lives", year: 2023, posterPath: nil)
            _ = try await store.add(listed, note: nil, to: list.id, of: bea.id, at: now)
            let scam = try FilmFacts(title: "Past Lives (visit evil.example)", year: 2023, thisYear: 2026)
            await #expect(throws: AddedFilmError.heldByOthers(film.id)) {
                try await films.operator_.correct(film.id, to: scam, by: ana.id)
            }
            #expect(try await films.movies.movie(withID: film.id).title == "Past Lives", "bea's list is unchanged")
            let byOperator = try await films.operator_.correct(
                film.id, to: try FilmFacts(title: "Past Lives", year: 2023, thisYear: 2026, runtime: 106))
            #expect(byOperator.facts.runtime == 106)
        }
    }

    @Test(arguments: StoreKind.available)
    func aCatalogImportedAnewTakesInTheAddedFilmsItHas(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let films = try await Films(store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let added = try await films.added.add(
                try FilmFacts(
                    title: "Past Lives", year: 2023, thisYear: 2026, identifiers: FilmIdentifiers(imdb: "tt13238346")),
                by: ana.id, at: now)
            let other = try await films.added.add(
                try FilmFacts(title: "Aftersun", year: 2022, thisYear: 2026), by: ana.id, at: now)
            try await films.log(added.id, by: ana, on: "2024-01-03", rating: 9, at: 1_710_000_000)
            #expect(try await films.operator_.mergeIntoSource().isEmpty, "the catalog has none of them yet")

            let pastLives =
                #"{"genres":["Drama"],"id":3,"imdb":"tt13238346","released":"2023","reviews":10,"title":"Past Lives"}"#
            let regenerated = try CatalogFixtures.resource(
                [
                    CatalogFixtures.film(1, "Dune", released: "1984"),
                    CatalogFixtures.film(2, "Heat", released: "1995"), pastLives,
                ], in: try CatalogFixtures.temporaryDirectory())
            #expect(
                try await CatalogImporter(store: store, resource: regenerated).importIfNeeded()
                    == .imported(movieCount: 3))
            let merged = try await films.operator_.mergeIntoSource()
            #expect(merged.map(\.kept.id) == [Movie.ID("3")] && merged.map(\.moved.watches) == [1])
            let watch = try #require(try await store.allWatches(of: ana.id).first)
            #expect(watch.film.reference == Films.reference(Movie.ID("3")) && watch.details.rating == 9)
            #expect(try await store.addedFilm(added.id) == nil)
            #expect(try await store.addedFilm(other.id) != nil)
            #expect(try await films.operator_.mergeIntoSource().isEmpty, "once")
        }
    }
}
