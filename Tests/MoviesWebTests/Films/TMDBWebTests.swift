import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesData
import MoviesTMDB
import MoviesTestSupport
import MoviesWeb
import Testing

/// The web app with TMDB (the local stand-in) as its source.
@Suite struct TMDBWebTests {
    private func app(_ standIn: TMDBStandIn) async throws -> some ApplicationProtocol {
        let url = try WebTestApp.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let settings = TMDBSettings(
            credentials: .apiKey(TMDBStandIn.apiKey), apiBaseURL: standIn.baseURL,
            retry: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(10)))
        let container = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url, tmdb: settings))
        return Application(router: try MoviesWebApp.router(screens: container))
    }

    @Test func searchShowsTMDBPostersServedByTheApp() async throws {
        let standIn = try await TMDBStandIn.start()
        try await app(standIn).test(.router) { client in
            let page = try await client.execute(uri: "/?q=batman", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<span class=\"title\">The Batman</span>"))
            #expect(page.text.contains("src=\"/posters/%2Fposter-414906.jpg?w=342\""))

            let poster = try await client.execute(uri: "/posters/%2Fposter-414906.jpg?w=342", method: .get)
            #expect(poster.status == .ok)
            #expect(poster.headers[.contentType] == "image/jpeg")
            #expect(poster.text == "stand-in poster w342 poster-414906.jpg")

            let details = try await client.execute(uri: "/movies/414906", method: .get)
            #expect(details.text.contains("<h1>The Batman</h1>"))
            #expect(details.text.contains("Matt Reeves"))
        }
    }

    @Test func whenTMDBIsGoneThePageShowsTheCachedResultsAndAReadableError() async throws {
        let standIn = try await TMDBStandIn.start()
        try await app(standIn).test(.router) { client in
            _ = try await client.execute(uri: "/?q=batman", method: .get)
            await standIn.stop()
            let page = try await client.execute(uri: "/?q=batman", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<span class=\"title\">The Batman</span>"))
            #expect(page.text.contains("role=\"alert\""))
            #expect(page.text.contains("Films cannot be loaded right now."))
            #expect(page.text.contains("class=\"notice\""))
            #expect(page.text.contains("uses the TMDB API but is not endorsed or certified by TMDB"))

            let api = try await client.execute(uri: "/api/search?query=superman", method: .get)
            #expect(api.status == .serviceUnavailable)
            #expect(api.errorCode == "unavailable")
            let fresh = try await client.execute(uri: "/?q=superman", method: .get)
            #expect(fresh.status == .serviceUnavailable)
        }
    }

    @Test func aRejectedKeyIsA503ThatNeverShowsTheKey() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .unauthorized, times: 5)
        try await app(standIn).test(.router) { client in
            let api = try await client.execute(uri: "/api/search?query=batman", method: .get)
            #expect(api.status == .serviceUnavailable)
            #expect(api.errorCode == "unavailable")
            #expect(!api.text.contains(TMDBStandIn.apiKey))
        }
    }
}

/// The TMDB fault matrix through the web app: a page seen before shows its cached results with a
/// readable error; nothing is ever a 500.
@Suite struct TMDBWebFaultTests {
    static let faults: [TMDBStandInFault] = [
        .unauthorized, .status(404), .status(500), .status(503), .tooManyRequests(retryAfter: 120), .malformedJSON,
        .resetConnection, .delay(.seconds(3)),
    ]

    @Test(arguments: faults)
    func aFaultAfterASuccessfulSearchKeepsTheCachedResults(fault: TMDBStandInFault) async throws {
        let standIn = try await TMDBStandIn.start()
        let url = try WebTestApp.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let settings = TMDBSettings(
            credentials: .apiKey(TMDBStandIn.apiKey), apiBaseURL: standIn.baseURL, timeout: .seconds(1),
            retry: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(10), totalBudget: .seconds(3)))
        let container = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url, tmdb: settings))
        try await Application(router: try MoviesWebApp.router(screens: container)).test(.router) { client in
            // Seeding the cache is not what is tested: on a loaded machine the 1 s timeout can cut it
            // short, so it is tried again until one search has reached the stand-in.
            var seeded = false
            for _ in 0..<5 where !seeded {
                seeded = try await client.execute(uri: "/?q=batman", method: .get).status == .ok
            }
            try #require(seeded, "no search reached the stand-in")
            await standIn.fail(with: fault, times: 10, path: "/3/search")
            let page = try await client.execute(uri: "/?q=batman", method: .get)
            #expect(page.status == .ok, "\(fault)")
            #expect(page.text.contains("<span class=\"title\">The Batman</span>"), "\(fault)")
            #expect(page.text.contains("role=\"alert\""), "\(fault)")
            // The API answers the same way: the kept page, with a notice of what failed and when it was saved.
            let api = try await client.execute(uri: "/api/search?query=batman", method: .get)
            #expect(api.status == .ok, "\(fault)")
            #expect((api.json?["results"] as? [Any])?.isEmpty == false, "\(fault)")
            let notice = api.json?["notice"] as? [String: Any]
            #expect(notice?["code"] as? String == "unavailable", "\(fault)")
            #expect((notice?["savedAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) } != nil, "\(fault)")
        }
    }
}
