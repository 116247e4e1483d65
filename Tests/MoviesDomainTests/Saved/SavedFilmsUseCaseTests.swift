import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct SavedFilmsUseCaseTests {
    let store = InMemoryMemberStore()
    let ana = User.ID("ana")
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: (1...30).map { .fixture(id: "\($0)", title: "Film \($0)") })
    let posters = InMemoryPosterImagesRepository(images: ["/1.jpg": Data("one".utf8), "/2.jpg": Data("two".utf8)])

    init() async throws {
        try await store.add(
            User(
                id: ana, name: try UserName("ana"), fullName: try FullName(given: "Ana", family: "Lima"), joined: Date()
            ),
            passwordHash: "")
    }

    var savedFilms: SavedFilmsUseCase {
        SavedFilmsUseCase(saved: store, films: FilmSource(.catalog, movies: movies), posters: posters, now: clock.now)
    }

    func film(_ number: Int, _ source: FilmReference.Source = .catalog) -> FilmReference {
        FilmReference(source: source, movieID: Movie.ID(String(number)))
    }

    func titles(page: Int = 1) async throws -> [String] {
        try await savedFilms.list(for: ana, page: try PageNumber(page)).items.map(\.movie.title)
    }

    @Test func savedFilmsListNewestFirstWithWhatTheSourceSaidAndTheirPosters() async throws {
        for number in [1, 2, 3] { try await savedFilms.save(film(number), for: ana) }
        #expect(try await titles() == ["Film 3", "Film 2", "Film 1"])
        #expect(try await savedFilms.savedPoster(of: film(2), for: ana)?.data == Data("two".utf8))
        #expect(try await savedFilms.savedPoster(of: film(3), for: ana) == nil)
        #expect(await posters.requests.map(\.width) == [342, 342, 342])
    }

    @Test func savingASavedFilmKeepsItsFirstTimeAndPlace() async throws {
        try await savedFilms.save(film(1), for: ana)
        try await savedFilms.save(film(2), for: ana)
        try await savedFilms.save(film(1), for: ana)
        #expect(try await titles() == ["Film 2", "Film 1"])
    }

    @Test func undoTakesBackARemovalWithItsPosterAndThenASave() async throws {
        try await savedFilms.save(film(1), for: ana)
        try await savedFilms.save(film(2), for: ana)
        #expect(try await savedFilms.remove(film(1), for: ana))
        #expect(try await titles() == ["Film 2"])
        #expect(try await savedFilms.undo(for: ana) == .removed([film(1)]))
        #expect(try await titles() == ["Film 2", "Film 1"])
        #expect(try await savedFilms.savedPoster(of: film(1), for: ana)?.data == Data("one".utf8))
        #expect(try await savedFilms.undo(for: ana) == nil)
    }

    @Test func aRemovalIsFinalAtTheNextChangeAndItsPosterGoes() async throws {
        try await savedFilms.save(film(1), for: ana)
        try await savedFilms.remove(film(1), for: ana)
        try await savedFilms.save(film(3), for: ana)
        #expect(try await savedFilms.savedPoster(of: film(1), for: ana) == nil)
        #expect(try await savedFilms.undo(for: ana) == .saved(film(3)))
        #expect(try await titles() == [])
    }

    @Test func removeAllEmptiesTheListAndUndoBringsEveryFilmBackInOrder() async throws {
        for number in 1...25 { try await savedFilms.save(film(number), for: ana) }
        #expect(try await savedFilms.removeAll(for: ana) == 25)
        #expect(try await savedFilms.list(for: ana).totalCount == 0)
        _ = try await savedFilms.undo(for: ana)
        let first = try await savedFilms.list(for: ana)
        #expect(first.totalCount == 25 && first.totalPages == 2 && first.hasMorePages)
        #expect(try await titles(page: 2) == ["Film 5", "Film 4", "Film 3", "Film 2", "Film 1"])
    }

    @Test func onePagesSavedFilmsAreAnsweredAtOnceAndOnlyForThatPerson() async throws {
        try await savedFilms.save(film(2), for: ana)
        try await savedFilms.save(film(4), for: ana)
        let ids = (1...5).map { Movie.ID(String($0)) }
        #expect(try await savedFilms.saved(among: ids, for: ana) == [Movie.ID("2"), Movie.ID("4")])
        #expect(try await savedFilms.saved(among: ids, for: User.ID("bob")) == [])
        await #expect(throws: AccountError.notFound) { try await savedFilms.save(film(1), for: User.ID("bob")) }
        #expect(try await savedFilms.isSaved(film(4), for: ana))
    }

    @Test func aFilmOfAnotherSourceCannotBeSavedAndAnUnknownOneIsNotFound() async throws {
        await #expect(throws: FilmUnavailable(film: film(155, .tmdb))) {
            try await savedFilms.save(film(155, .tmdb), for: ana)
        }
        await #expect(throws: MovieNotFound.self) { try await savedFilms.save(film(99), for: ana) }
        #expect(try await titles() == [])
    }

    @Test func aFilmWhosePosterCannotBeFetchedIsSavedWithoutOne() async throws {
        let saved = try await savedFilms.save(film(7), for: ana)
        #expect(saved.movie.title == "Film 7")
        #expect(try await savedFilms.savedPoster(of: film(7), for: ana) == nil)
        #expect(try await titles() == ["Film 7"])
    }
}
