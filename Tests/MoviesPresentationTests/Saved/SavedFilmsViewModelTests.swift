import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct SavedFilmsViewModelTests {
    let store = InMemoryMemberStore()
    let ana = User.ID("ana")
    let clock = TestClock()

    init() async throws {
        try await store.add(
            User(
                id: ana, name: try UserName("ana"), fullName: try FullName(given: "Ana", family: "Lima"), joined: Date()
            ),
            passwordHash: "")
    }

    func viewModel(strings: Strings = .english) -> SavedFilmsViewModel {
        let movies = InMemoryMoviesRepository(movies: (1...25).map { .fixture(id: "\($0)", title: "Film \($0)") })
        let useCase = SavedFilmsUseCase(
            saved: store, films: FilmSource(.catalog, movies: movies), posters: InMemoryPosterImagesRepository(),
            now: clock.now)
        return SavedFilmsViewModel(savedFilms: useCase, user: ana, strings: strings)
    }

    func film(_ number: Int) -> FilmReference { FilmReference(source: .catalog, movieID: Movie.ID(String(number))) }

    @Test func removingSaysSoAndOffersUndoWhichPutsTheFilmBack() async throws {
        let model = viewModel()
        await model.didSave(film(1))
        #expect(await model.state.notice == "Saved \u{201C}Film 1\u{201D}.")
        await model.didSave(film(2))
        await model.didRemove(film(1))
        var state = await model.state
        #expect(state.items.map(\.row.title) == ["Film 2"] && state.notice == "Removed 1 film.")
        #expect(state.undoable == .removed([film(1)]))
        await model.didUndo()
        state = await model.state
        #expect(
            state.items.map(\.row.title) == ["Film 2", "Film 1"] && state.notice == "Undone." && state.undoable == nil)
        await model.didUndo()
        #expect(await model.state.notice == "Nothing to undo.")
    }

    @Test func removingTheLastFilmOfTheLastPageShowsThePageBefore() async throws {
        let model = viewModel()
        for number in 1...21 { await model.didSave(film(number)) }
        await model.didLoad(page: try PageNumber(2))
        #expect(await model.state.items.map(\.row.title) == ["Film 1"])
        await model.didRemove(film(1))
        let state = await model.state
        #expect(state.page == 1 && state.totalPages == 1 && state.items.count == 20)
    }

    @Test func removeAllEmptiesTheListInTheScreensLanguage() async throws {
        let model = viewModel(strings: .spanish)
        for number in 1...3 { await model.didSave(film(number)) }
        await model.didRemoveAll()
        let state = await model.state
        #expect(state.items.isEmpty && state.totalCount == 0 && state.notice == "Se quitaron 3 películas.")
    }

    @Test func aFilmOfAnotherSourceIsAFailureNamingIt() async throws {
        let model = viewModel()
        await model.didSave(FilmReference(source: .tmdb, movieID: Movie.ID("155")))
        let failure = try #require(await model.state.failure)
        #expect(failure.kind == .notFound && failure.code == "film_unavailable")
        #expect(failure.message == "tmdb:155 comes from a source this site does not read.")
    }
}

@Suite struct ReviewItemViewModelTests {
    @Test(arguments: [(1, "½☆☆☆☆"), (7, "★★★½☆"), (8, "★★★★☆"), (10, "★★★★★")])
    func ratingsAreHalfStarsOutOfFive(rating: Int, stars: String) {
        #expect(ReviewItemViewModel.stars(rating) == stars)
    }

    @Test func aSummarySaysHowManyAndTheAverageOutOfTenAsEveryRating() throws {
        let empty = Paged<Review>(items: [], page: 1, pageSize: 20, totalCount: 0)
        #expect(FilmReviewsContent(summary: .none, reviews: empty).summaryText == "No reviews yet.")
        let summary = ReviewSummary(count: 3, averageRating: 7)
        #expect(FilmReviewsContent(summary: summary, reviews: empty).summaryText == "3 reviews · 7.0/10 on average")
        #expect(
            FilmReviewsContent(summary: summary, reviews: empty, strings: .korean).summaryText == "리뷰 3개 · 평균 7.0/10")
    }
}
