import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Synchronization
import Testing

@Suite struct MoviesListViewModelTests {
    let recent = InMemoryRecentQueriesRepository()

    func viewModel(_ repository: InMemoryMoviesRepository) -> MoviesListViewModel {
        MoviesListViewModel(
            searchMovies: SearchMoviesUseCase(moviesRepository: repository, recentQueriesRepository: recent))
    }

    static func films(_ count: Int, titled title: String = "Heat") -> InMemoryMoviesRepository {
        InMemoryMoviesRepository(
            movies: (1...max(count, 1)).prefix(count).map { .fixture(id: "\($0)", title: "\(title) \($0)") },
            pageSize: 10)
    }

    @Test func emptyPageShowsTheEmptyState() async {
        let list = viewModel(Self.films(0))
        await list.didSearch("heat")
        let state = await list.state
        #expect(state.isEmpty)
        #expect(state.query == "heat")
        #expect(!state.hasMorePages)
    }

    @Test func firstPageOnly() async {
        let list = viewModel(Self.films(25))
        await list.didSearch("heat")
        let state = await list.state
        #expect(state.items.count == 10)
        #expect(state.currentPage == 1 && state.totalPages == 3)
        #expect(state.hasMorePages)
        #expect(state.loading == .none)
    }

    @Test func firstAndSecondPages() async {
        let list = viewModel(Self.films(25))
        await list.didSearch("heat")
        await list.didLoadNextPage()
        let state = await list.state
        #expect(state.items.map(\.title) == (1...20).map { "Heat \($0)" })
        #expect(state.currentPage == 2)
    }

    @Test func lastPageHasNoMorePages() async {
        let list = viewModel(Self.films(25))
        await list.didSearch("heat")
        await list.didLoadNextPage()
        await list.didLoadNextPage()
        await list.didLoadNextPage()
        let state = await list.state
        #expect(state.items.count == 25)
        #expect(!state.hasMorePages)
    }

    @Test func errorShowsAMessage() async {
        let repository = Self.films(25)
        await repository.failSearches(with: TestError("TMDB is down"))
        let list = viewModel(repository)
        await list.didSearch("heat")
        let state = await list.state
        #expect(state.errorMessage != nil)
        #expect(state.items.isEmpty && !state.isEmpty)
        #expect(await recent.all.isEmpty)
    }

    @Test func invalidQueryIsAnErrorWithoutARequest() async {
        let repository = Self.films(5)
        let list = viewModel(repository)
        await list.didSearch("   ")
        #expect(await list.state.errorMessage == "Type a title to search.")
        #expect(await list.state.failure?.kind == .invalidInput)
        #expect(await repository.searchCount == 0)
    }

    @Test func failedNextPageKeepsWhatIsShownAndCanBeRetried() async {
        let repository = Self.films(25)
        let list = viewModel(repository)
        await list.didSearch("heat")
        await repository.failSearches(with: TestError())
        await list.didLoadNextPage()
        #expect(await list.state.items.count == 10)
        #expect(await list.state.errorMessage != nil)
        await repository.failSearches(with: nil)
        await list.didLoadNextPage()
        #expect(await list.state.items.count == 20)
        #expect(await list.state.errorMessage == nil)
    }

    @Test func cachedDataFirstThenFreshData() async throws {
        let repository = Self.films(5)
        let old = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [.fixture(id: "99", title: "Old Heat")])
        await repository.setCachedPage(CachedMoviesPage(page: old, savedAt: Date(timeIntervalSince1970: 0)))
        let list = viewModel(repository)
        let states = await list.states()
        await list.didSearch("heat")
        let seen = await collect(states, until: { $0.loading == .none && $0.origin == .fresh && !$0.items.isEmpty })
        let cachedIndex = try #require(
            seen.firstIndex { $0.origin == .cached(savedAt: Date(timeIntervalSince1970: 0)) })
        #expect(seen[cachedIndex].items.map(\.title) == ["Old Heat"])
        #expect(seen.last?.items.map(\.title) == (1...5).map { "Heat \($0)" })
    }

    @Test func errorAfterCachedDataKeepsTheCachedData() async {
        let repository = Self.films(5)
        let old = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [.fixture(id: "99", title: "Old Heat")])
        await repository.setCachedPage(CachedMoviesPage(page: old, savedAt: Date(timeIntervalSince1970: 0)))
        await repository.failSearches(with: TestError("offline"))
        let list = viewModel(repository)
        await list.didSearch("heat")
        let state = await list.state
        #expect(state.items.map(\.title) == ["Old Heat"])
        #expect(state.errorMessage != nil)
        #expect(state.origin == .cached(savedAt: Date(timeIntervalSince1970: 0)))
    }

    @Test func newSearchReplacesTheOldResults() async {
        let list = viewModel(
            InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Heat"), .fixture(id: "2", title: "Up")]))
        await list.didSearch("heat")
        await list.didSearch("up")
        #expect(await list.state.items.map(\.title) == ["Up"])
        #expect(await list.state.query == "up")
    }

    private func collect(
        _ stream: AsyncStream<MoviesListState>,
        until done: (MoviesListState) -> Bool
    ) async -> [MoviesListState] {
        var seen: [MoviesListState] = []
        for await state in stream {
            seen.append(state)
            if done(state) { break }
        }
        return seen
    }
}
