import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Synchronization
import Testing

@Suite struct RecentQueriesAndPosterViewModelTests {
    @Test func recentQueriesAreShownNewestFirst() async throws {
        let repository = InMemoryRecentQueriesRepository()
        for text in ["alien", "heat"] { try await repository.save(try MovieQuery(text)) }
        let suggestions = Self.suggestions(over: repository)
        await suggestions.didLoad()
        #expect(await suggestions.items == ["heat", "alien"])
    }

    @Test func errorShowsNoSuggestions() async throws {
        let repository = InMemoryRecentQueriesRepository(queries: [try MovieQuery("heat")])
        await repository.failAll(with: TestError())
        let suggestions = Self.suggestions(over: repository)
        await suggestions.didLoad()
        #expect(await suggestions.items.isEmpty)
    }

    @Test func oneRecentQueryOrAllAreCleared() async throws {
        let repository = InMemoryRecentQueriesRepository()
        for text in ["alien", "heat", "up"] { try await repository.save(try MovieQuery(text)) }
        let suggestions = Self.suggestions(over: repository)
        await suggestions.didLoad()
        await suggestions.didRemove("  HEAT ")
        #expect(await suggestions.items == ["up", "alien"])
        await suggestions.didRemoveAll()
        #expect(await suggestions.items.isEmpty)
        #expect(await repository.all.isEmpty)
    }

    @Test func aClearThatFailsSaysSoAndKeepsTheList() async throws {
        let repository = InMemoryRecentQueriesRepository(queries: [try MovieQuery("heat")])
        let suggestions = Self.suggestions(over: repository)
        await suggestions.didLoad()
        await repository.failAll(with: TestError())
        await suggestions.didRemoveAll()
        #expect(await suggestions.failure != nil)
        #expect(await suggestions.items == ["heat"])
    }

    static func suggestions(over repository: InMemoryRecentQueriesRepository) -> RecentQueriesViewModel {
        RecentQueriesViewModel(
            fetchRecentQueries: FetchRecentQueriesUseCase(repository: repository),
            forgetRecentQueries: ForgetRecentQueriesUseCase(repository: repository))
    }

    @Test func aPosterComesAtTheWidthTheScreenLaysItOut() async throws {
        let posters = InMemoryPosterImagesRepository(images: ["/7.jpg": Data([0xFF])])
        let poster = PosterViewModel(
            fetchPosterImage: FetchPosterImageUseCase(repository: posters),
            savedFilms: MemberFilms.savedFilms(over: InMemoryMoviesRepository()))
        await poster.didLayOut(path: "/7.jpg", width: 342)
        #expect(await posters.requests.map(\.width) == [342])
        #expect(await poster.image?.data == Data([0xFF]))
        await poster.didLayOut(path: "/missing.jpg", width: 185)
        #expect(await poster.image == nil)
        #expect(await poster.failure?.kind == .notFound)
    }
}
