import Foundation
import MoviesDomain
import MoviesTestSupport
import Synchronization
import Testing

@Suite struct SearchMoviesUseCaseTests {
    let movies = InMemoryMoviesRepository(
        movies: (1...45).map { Movie.fixture(id: "\($0)", title: "Star Trek \($0)") }
    )
    let recent = InMemoryRecentQueriesRepository()

    var useCase: SearchMoviesUseCase {
        SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: recent)
    }

    @Test func searchSavesQueryOnlyAfterSuccess() async throws {
        let page = try await useCase.execute(try MovieQuery("star trek"))
        #expect(page.totalResults == 45)
        #expect(await recent.all == [try MovieQuery("star trek")])
    }

    @Test func failedSearchSavesNothing() async throws {
        await movies.failSearches(with: TestError("offline"))
        await #expect(throws: TestError("offline")) { try await useCase.execute(try MovieQuery("star trek")) }
        #expect(await recent.all.isEmpty)
    }

    @Test func aQueryThatCannotBeSavedStillReturnsItsResults() async throws {
        await recent.failAll(with: TestError("read-only"))
        let page = try await useCase.execute(try MovieQuery("star trek"))
        #expect(page.totalResults == 45)
    }

    @Test func aSearchWithoutHistoryFindsTheSameAndKeepsNothing() async throws {
        let anonymous = SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: nil)
        #expect(try await anonymous.execute(try MovieQuery("star trek")).totalResults == 45)
        #expect(await recent.all.isEmpty)
    }

    @Test func laterPagesDoNotSaveTheQueryAgain() async throws {
        _ = try await useCase.execute(try MovieQuery("star trek"), page: try PageNumber(2))
        #expect(await recent.all.isEmpty)
    }

    @Test func pageBeyondTheLastIsAnError() async throws {
        await #expect(throws: SearchMoviesError.pageBeyondLast(page: 4, lastPage: 3)) {
            try await useCase.execute(try MovieQuery("star trek"), page: try PageNumber(4))
        }
    }

    @Test func emptyFirstPageIsAResultNotAnError() async throws {
        let page = try await useCase.execute(try MovieQuery("zardoz"))
        #expect(page.isEmpty && page.totalPages == 0)
    }

    @Test func cachedPageArrivesBeforeTheFreshOne() async throws {
        let cachedPage = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [.fixture(id: "9", title: "Old")])
        await movies.setCachedPage(CachedMoviesPage(page: cachedPage, savedAt: .distantPast))
        let received = Mutex<[MoviesPage]>([])
        let fresh = try await useCase.execute(try MovieQuery("star trek")) { cached in
            received.withLock { $0.append(cached.page) }
        }
        #expect(received.withLock { $0 } == [cachedPage])
        #expect(fresh.totalResults == 45)
    }
}
