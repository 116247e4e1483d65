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

/// Saved films as a browser keeps them: the Undo bar after a removal, a save pressed while signed out, the
/// poster kept with a saved film.
extension MemberPagesTests {
    @Test func theUndoBarFollowsARemovalJustMadeAndNoCraftedLink() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            _ = try await browser.post("/saved/add", ["film": "17738", "return": "/saved"])
            _ = try await browser.post("/saved/add", ["film": "47703", "return": "/saved"])
            for link in ["/saved?removed=catalog:17738", "/movies/17738?removed=all", "/?removed=x"] {
                #expect(!(try await browser.get(link).text.contains("id=\"undo\"")), "\(link)")
            }
            let removed = try await browser.post("/saved/remove", ["film": "47703", "return": "/saved"])
            let back = try #require(removed.headers[.location])
            #expect(back == "/saved?removed=catalog%3A47703")
            #expect(try await browser.get(back).text.contains("id=\"undo\""))
            #expect(!(try await browser.get("/saved?removed=catalog:17738").text.contains("id=\"undo\"")))
        }
    }

    @Test func aSavePressedWhileSignedOutIsDoneOnceSignedIn() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            let film = try await browser.get("/movies/17738")
            let link = "/signin?return=%2Fmovies%2F17738&amp;save=catalog%3A17738"
            #expect(film.text.contains("href=\"\(link)\""))
            let signIn = try await browser.get(link.replacing("&amp;", with: "&"))
            let signUpLink = "/signup?return=%2Fmovies%2F17738&amp;save=catalog%3A17738"
            #expect(signIn.text.contains("href=\"\(signUpLink)\""), "the way to sign up keeps the save")
            #expect(signIn.text.contains("action=\"\(link)\""))
            let made = try await browser.post(
                signUpLink.replacing("&amp;", with: "&"),
                ["name": "ana", "given": "Ana", "family": "Lima", "password": "long enough", "return": "/movies/17738"])
            #expect(made.headers[.location] == "/movies/17738")
            #expect(try await browser.get("/movies/17738").text.contains("aria-pressed=\"true\""))
            #expect(try await browser.get("/saved").text.contains("/movies/17738"))
            // A save of another source, or of nothing, is not done.
            browser.cookies["movies_session"] = nil
            _ = try await browser.get("/signin?save=tmdb%3A1")
            let other = try await browser.post(
                "/signin?save=tmdb%3A1", ["name": "ana", "password": "long enough", "return": "/saved"])
            #expect(other.headers[.location] == "/saved")
            #expect(!(try await browser.get("/saved").text.contains("tmdb:1")))
        }
    }

    @Test func aSavedTMDBFilmsPosterShowsWithTMDBAndThePosterCacheGone() async throws {
        let standIn = try await TMDBStandIn.start()
        let directory = try WebTestApp.temporaryDirectory()
        let settings = TMDBSettings(
            credentials: .apiKey(TMDBStandIn.apiKey), apiBaseURL: standIn.baseURL,
            retry: RetryPolicy(maxAttempts: 1, initialDelay: .milliseconds(10)))
        var configuration = AppConfiguration(
            databaseURL: directory.appendingPathComponent("movies.sqlite"), tmdb: settings)
        configuration.passwordCost = 4
        let container = try await AppContainer.make(configuration: configuration)
        let posterCache = configuration.posterCacheDirectory
        try await Application(router: try MoviesWebApp.router(screens: container)).test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            #expect(try await browser.post("/saved/add", ["film": "414906", "return": "/saved"]).status == .seeOther)
            await standIn.stop()
            try? FileManager.default.removeItem(at: posterCache)

            let cached = try await client.execute(uri: "/posters/%2Fposter-414906.jpg?w=342", method: .get)
            #expect(cached.status != .ok, "the cache and TMDB are both gone")
            let page = try await browser.get("/saved")
            #expect(page.text.contains("<span class=\"title\">The Batman</span>"))
            #expect(page.text.contains("src=\"/saved-posters/tmdb:414906?path="))
            let poster = try await browser.get("/saved-posters/tmdb:414906")
            #expect(poster.status == .ok && poster.headers[.contentType] == "image/jpeg")
            #expect(poster.text == "stand-in poster w342 poster-414906.jpg")
            // The copy is ana's to see: to anyone else the film is one nobody saved.
            let stranger = try await client.execute(uri: "/saved-posters/tmdb:414906", method: .get)
            let never = try await client.execute(uri: "/saved-posters/tmdb:155", method: .get)
            #expect(stranger.status == never.status && stranger.status == .notFound)
            let bob = Browser(client)
            _ = try await bob.signUp("bob")
            #expect(try await bob.get("/saved-posters/tmdb:414906").status == .notFound)
        }
    }
}
