import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesDomain
import MoviesSQLite
import MoviesTestSupport
import MoviesWeb
import Testing

/// How failures become answers: one map from a failure's kind to a status, for the API and the pages
/// alike, over a container built from fakes (no catalog import).
@Suite struct FailureAnswersTests {
    struct Bug: Error, CustomStringConvertible {
        var description: String { "index out of range in /srv/movies/data/movies.sqlite" }
    }

    static func app(failingWith error: (any Error)? = nil) async throws -> some ApplicationProtocol {
        let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Heat")])
        await movies.failSearches(with: error)
        let container = AppContainer(
            movies: movies, discovery: movies, posters: InMemoryPosterImagesRepository(),
            recentQueries: { _ in InMemoryRecentQueriesRepository() }, members: try SQLiteStore.inMemory(),
            hasher: InsecureTestPasswordHasher(), source: .catalog)
        return Application(router: try MoviesWebApp.router(screens: container))
    }

    @Test func anErrorNobodyForesawIsA500ThatSaysNothingOfIt() async throws {
        try await Self.app(failingWith: Bug()).test(.router) { client in
            let api = try await client.execute(uri: "/api/search?query=heat", method: .get)
            #expect(api.status == .internalServerError)
            #expect(api.errorCode == "internal_error")
            #expect(!api.text.contains("/srv/movies"))
            let page = try await client.execute(uri: "/?q=heat", method: .get)
            #expect(page.status == .internalServerError)
            #expect(!page.text.contains("/srv/movies"))
            #expect(page.text.contains("Something went wrong on our side"))
        }
    }

    @Test func aSourceOutOfReachIsA503() async throws {
        try await Self.app(failingWith: TestError("TMDB is down")).test(.router) { client in
            let api = try await client.execute(uri: "/api/search?query=heat", method: .get)
            #expect(api.status == .serviceUnavailable)
            #expect(api.errorCode == "unavailable")
            #expect(try await client.execute(uri: "/?q=heat", method: .get).status == .serviceUnavailable)
        }
    }

    @Test(arguments: ["query=%FF%FE", "query=a%", "query=%E2%82", "query=heat&page=%FF"])
    func anAddressThatIsNotPercentEncodedUTF8IsBadInput(query: String) async throws {
        try await Self.app().test(.router) { client in
            let api = try await client.execute(uri: "/api/search?\(query)", method: .get)
            #expect(api.status == .badRequest)
            #expect(api.errorCode == "invalid_encoding")
            let page = try await client.execute(
                uri: "/?\(query.replacingOccurrences(of: "query=", with: "q="))", method: .get)
            #expect(page.status == .badRequest)
        }
    }

    @Test(arguments: ["abc", "0", "501", "7"])
    func aBadPageNumberKeepsTheQueryAndLeadsToPageOne(page: String) async throws {
        try await Self.app().test(.router) { client in
            let response = try await client.execute(uri: "/?q=heat&page=\(page)", method: .get)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("value=\"heat\""))
            #expect(response.text.contains("href=\"/?q=heat\">Go to page 1</a>"))
        }
    }
}
