import Foundation
import MoviesData
import MoviesDomain
import MoviesTMDB
import MoviesTestSupport
import Synchronization
import Testing

@testable import MoviesSQLite

/// Cached-then-fresh searches, the response cache's lifetime and size, and the poster cache.
@Suite struct TMDBCacheTests {
    private let batman = try! MovieQuery("batman")

    /// Collects the cached pages a search hands over.
    private final class CachedPages: Sendable {
        let pages = Mutex<[CachedMoviesPage]>([])
        var all: [CachedMoviesPage] { pages.withLock { $0 } }
        func add(_ page: CachedMoviesPage) { pages.withLock { $0.append(page) } }
    }

    @Test func aSecondSearchGetsTheCachedPageFirstInTheSameOrderThenTheFreshOne() async throws {
        let standIn = try await TMDBStandIn.start(pageSize: 2)
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let first = CachedPages()
        let fresh = try await repository.searchMovies(batman, page: PageNumber(2), cached: first.add)
        #expect(first.all.isEmpty)
        // Counted between the searches: on a loaded machine a slow answer can be asked for again.
        let asked = await standIn.requests(matching: "/3/search").count

        let second = CachedPages()
        let again = try await repository.searchMovies(batman, page: PageNumber(2), cached: second.add)
        let cached = try #require(second.all.first)
        #expect(cached.page.movies.map(\.id) == fresh.movies.map(\.id))
        #expect(cached.page.movies.map(\.genres) == fresh.movies.map(\.genres))
        #expect(cached.page.totalPages == 3)
        #expect(again.movies.map(\.id) == fresh.movies.map(\.id))
        #expect(await standIn.requests(matching: "/3/search").count > asked)
    }

    @Test func whenTMDBFailsTheCachedPageHasBeenDeliveredAndTheErrorFollows() async throws {
        let standIn = try await TMDBStandIn.start()
        let database = try SQLiteStore.inMemory()
        let repository = try TMDBMoviesRepository.standIn(standIn, database: database)
        let seen = try await repository.searchMovies(batman, page: .first)
        await standIn.stop()

        let cached = CachedPages()
        let error = await #expect(throws: TMDBError.self) {
            try await repository.searchMovies(batman, page: .first, cached: cached.add)
        }
        #expect(error?.isUnreachable == true)
        #expect(cached.all.first?.page.movies.map(\.title) == seen.movies.map(\.title))
        #expect(cached.all.first?.page.movies.first?.genres.isEmpty == false)
    }

    @Test func detailsSeenBeforeAreShownOffline() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        _ = try await repository.movie(withID: Movie.ID("268"))
        await standIn.stop()
        #expect(try await repository.movie(withID: Movie.ID("268")).title == "Batman")
        await #expect(throws: TMDBError.self) { try await repository.movie(withID: Movie.ID("364")) }
    }

    @Test func pagesBeyondTMDBsLimitAreNeverPromised() async throws {
        let standIn = try await TMDBStandIn.start(pageSize: 1)
        let page = try await TMDBMoviesRepository.standIn(standIn).searchMovies(try MovieQuery("a"), page: .first)
        #expect(page.totalPages <= PageNumber.maximum)
    }
}
