import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The suggestions of a box typed into faster than the source answers: the latest words win.
@Suite struct SuggestionsScreenTests {
    /// Films whose answer to `held` waits until ``release()``.
    actor HeldSearches: MoviesRepository {
        let films: InMemoryMoviesRepository
        let held: String
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var asked: [String] = []

        init(films: InMemoryMoviesRepository, holding held: String) {
            self.films = films
            self.held = held
        }

        func searchMovies(
            _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
        ) async throws -> MoviesPage {
            asked.append(query.text)
            if query.text == held { await withCheckedContinuation { waiting.append($0) } }
            return try await films.searchMovies(query, page: page, cached: cached)
        }

        func movie(withID id: Movie.ID) async throws -> Movie { try await films.movie(withID: id) }

        func release() {
            waiting.forEach { $0.resume() }
            waiting = []
        }
    }

    @Test func aLateAnswerToEarlierWordsNeverReplacesTheSuggestionsForNewerOnes() async throws {
        let films = InMemoryMoviesRepository(movies: [
            .fixture(id: "1", title: "Heat"), .fixture(id: "2", title: "Hell"),
        ])
        let source = HeldSearches(films: films, holding: "he")
        let suggestions = SuggestionsViewModel(
            searchMovies: SearchMoviesUseCase(moviesRepository: source, recentQueriesRepository: nil),
            people: PeopleUseCase(repository: films))
        let states = await suggestions.states()

        let early = Task { await suggestions.didType("he") }
        while await source.asked.isEmpty { await Task.yield() }
        await suggestions.didType("heat")
        #expect(await suggestions.state.query == "heat")
        #expect(await suggestions.state.films.map(\.title) == ["Heat"])

        await source.release()
        await early.value
        #expect(await suggestions.state.query == "heat", "the answer for “he” came last and was dropped")
        var seen: [String] = []
        for await state in states {
            seen.append(state.query)
            if state.query == "heat" { break }
        }
        #expect(!seen.contains("he"))
    }
}
