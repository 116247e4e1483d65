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

/// Browsing, people and more like this on the web, as pages and as JSON.
@Suite struct DiscoverRoutesTests {
    @Test func discoverAnswersThePageItsFiltersAsk() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/discover?genre=drama&genre=crime&from=1970&to=1979&sort=rating", method: .get)
            #expect(response.status == .ok)
            let filter = response.json?["filter"] as? [String: Any]
            #expect(filter?["genres"] as? [String] == ["crime", "drama"])
            #expect(filter?["from"] as? Int == 1970 && filter?["sort"] as? String == "rating")
            let results = try #require(response.json?["results"] as? [[String: Any]])
            #expect(results.count == 20)
            #expect(results.prefix(2).map { $0["title"] as? String } == ["The Godfather Part II", "The Godfather"])
            #expect(results.allSatisfy { (1970...1979).contains($0["year"] as? Int ?? 0) })
        }
    }

    @Test func browseHasOneSearchBoxItsFiltersOwn() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/discover?genre=drama", method: .get).text
            #expect(page.components(separatedBy: "type=\"search\"").count - 1 == 1)
            #expect(!page.contains("id=\"quick-search\""))
        }
    }

    @Test func aPersonsPageOpensOnWhatTheyAreKnownFor() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/people/catalog:stanley-kubrick", method: .get).text
            let known = try #require(page.split(separator: "id=\"known-for\">").last?.split(separator: "</ul>").first)
            let titles = known.matches(of: /<span class="title">([^<]+)<\/span>/).map { String($0.output.1) }
            #expect(titles.count == 6 && !titles.contains("A.I. Artificial Intelligence"), "\(titles)")
            #expect(titles.contains("2001: A Space Odyssey") || titles.contains("The Shining"), "\(titles)")
            #expect(page.contains("<h2>Known for</h2>") && page.contains("<h2>All films</h2>"))
        }
    }

    @Test func aPersonsFilmsCanBeShownByRole() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/people/catalog:stanley-kubrick?role=cast", method: .get).text
            let films = try #require(page.split(separator: "id=\"films\">").last?.split(separator: "</ul>").first)
            let titles = films.matches(of: /<span class="title">([^<]+)<\/span>/).map { String($0.output.1) }
            #expect(titles.count == 3 && titles.contains("Full Metal Jacket"), "\(titles)")
            #expect(
                page.contains(
                    "<a href=\"/people/catalog%3Astanley-kubrick?role=cast\" aria-current=\"page\">In the cast of 3 films</a>"
                ))
            #expect(page.contains("<a href=\"/people/catalog%3Astanley-kubrick\">All films</a>"))
            #expect(!page.contains("id=\"known-for\""))
            let wrong = try await client.execute(uri: "/people/catalog:stanley-kubrick?role=actor", method: .get)
            #expect(wrong.status == .badRequest)
            #expect(wrong.text.contains("There is no role “actor”: choose director, writer or cast."))
        }
    }

    @Test(arguments: [
        ("/api/discover?genre=space-opera", "invalid_genre", "genre"),
        ("/api/discover?from=1990&to=1980", "invalid_from", "from"),
        ("/api/discover?to=abc", "invalid_to", "to"),
        ("/api/discover?sort=best", "invalid_sort", "sort"),
        ("/api/discover?minRating=11", "invalid_minRating", "minRating"),
        ("/api/discover?decade=seventies", "invalid_decade", "decade"),
        ("/api/discover?genre=tv-movie", "invalid_genre", "genre"),
        ("/api/discover?page=0", "invalid_page", nil),
        ("/api/discover?genre=drama&page=500", "page_out_of_range", nil),
        ("/api/discover?to=&from=1956", "invalid_to", "to"),
        ("/api/discover?minRating=", "invalid_minRating", "minRating"),
    ])
    func badFiltersAre400sNamingTheField(uri: String, code: String, field: String?) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            let error = response.json?["error"] as? [String: Any]
            #expect(error?["code"] as? String == code)
            #expect(error?["field"] as? String == field)
        }
    }

    @Test func searchNamesThePeopleItsQueryNames() async throws {
        try await WebTestApp.make().test(.router) { client in
            let api = try await client.execute(uri: "/api/search?query=coppola", method: .get)
            let people = try #require(api.json?["people"] as? [[String: Any]])
            #expect(people.first?["id"] as? String == "catalog:francis-ford-coppola")
            #expect(people.first?["name"] as? String == "Francis Ford Coppola")
            let titles = try await client.execute(uri: "/api/search?query=star+wars", method: .get)
            #expect(titles.json?["people"] == nil)

            let page = try await client.execute(uri: "/?q=coppola", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<a href=\"/people/catalog%3Afrancis-ford-coppola\">"))
        }
    }

    @Test func aPersonsPageAndJSONListTheirFilmsNewestFirst() async throws {
        try await WebTestApp.make().test(.router) { client in
            let api = try await client.execute(uri: "/api/people/catalog:stanley-kubrick", method: .get)
            #expect(api.status == .ok)
            #expect((api.json?["roles"] as? [String: Int])?["director"] == 13)
            let films = try #require(api.json?["films"] as? [[String: Any]])
            let years = films.compactMap { ($0["movie"] as? [String: Any])?["year"] as? Int }
            #expect(years == years.sorted(by: >) && years.count == films.count)

            let page = try await client.execute(uri: "/people/catalog%3Astanley-kubrick", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<h1>Stanley Kubrick</h1>") && page.text.contains("Director of 13 films"))
            for uri in ["/people/catalog:nobody-at-all", "/people/tmdb:1", "/api/people/nonsense"] {
                #expect(try await client.execute(uri: uri, method: .get).status == .notFound, "\(uri)")
            }
        }
    }

    @Test func aFilmsPageEndsWithItsSeriesAndFilmsLikeIt() async throws {
        try await WebTestApp.make().test(.router) { client in
            let api = try await client.execute(uri: "/api/movies/202326/similar", method: .get)
            let series = try #require(api.json?["series"] as? [[String: Any]])
            #expect(
                series.map { $0["title"] as? String } == [
                    "The Godfather", "The Godfather Part II", "The Godfather Part III",
                ])
            #expect((api.json?["similar"] as? [Any])?.count == 12)
            #expect(try await client.execute(uri: "/api/movies/0/similar", method: .get).status == .notFound)

            let page = try await client.execute(uri: "/movies/202326", method: .get)
            #expect(page.text.contains("<h2>In this series</h2>") && page.text.contains("<h2>More like this</h2>"))
            #expect(page.text.contains("<a href=\"/people/catalog%3Aal-pacino\">Al Pacino</a>"))
        }
    }

    @Test func theHomePageRowsLeadToTheBrowseAndTheBrowseWorksWithoutTheScript() async throws {
        try await WebTestApp.make().test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.text.contains("<a class=\"see-all\" href=\"/discover?sort=rating\">"))
            #expect(home.text.contains("/discover?from=1970&amp;to=1979&amp;sort=rating"))
            let browse = try await client.execute(uri: "/discover?genre=western&sort=title&page=2", method: .get)
            #expect(browse.status == .ok)
            #expect(browse.text.contains("value=\"western\" checked"))
            #expect(browse.text.contains("<option value=\"title\" selected>"))
            #expect(browse.text.contains("href=\"/discover?genre=western&amp;sort=title&amp;page=3\""))
            let bad = try await client.execute(uri: "/discover?genre=nope&lang=es", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("Aquí no hay ningún género «nope»."))
            #expect(bad.text.contains("<form class=\"filters\""))
        }
    }

    @Test func overTMDBTheSamePagesAskTMDB() async throws {
        let standIn = try await TMDBStandIn.start()
        let url = try WebTestApp.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let settings = TMDBSettings(
            credentials: .apiKey(TMDBStandIn.apiKey), apiBaseURL: standIn.baseURL, timeout: .seconds(60))
        let container = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url, tmdb: settings))
        try await Application(router: try MoviesWebApp.router(screens: container)).test(.router) { client in
            let browse = try await client.execute(uri: "/api/discover?genre=crime&sort=date", method: .get)
            let titles = (browse.json?["results"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
            #expect(titles?.first == "The Batman")
            let biography = try await client.execute(uri: "/api/discover?genre=biography", method: .get)
            #expect(biography.status == .badRequest)

            let search = try await client.execute(uri: "/api/search?query=nolan", method: .get)
            let person = try #require((search.json?["people"] as? [[String: Any]])?.first)
            let id = try #require(person["id"] as? String)
            #expect(id.hasPrefix("tmdb:"))
            let page = try await client.execute(uri: "/people/\(id)", method: .get)
            #expect(page.text.contains("<h1>Christopher Nolan</h1>") && page.text.contains("The Dark Knight"))

            let details = try await client.execute(uri: "/movies/155", method: .get)
            #expect(details.text.contains("<h2>More like this</h2>"))
            #expect(
                details.text.contains("<a href=\"/people/\(id.replacing(":", with: "%3A"))\">Christopher Nolan</a>"))
        }
    }
}
