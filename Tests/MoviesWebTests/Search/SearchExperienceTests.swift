import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesPresentation
import Testing

/// The search and details pages as a person reads them: what a card says, the way back to a long list,
/// what a film's page shows, and no dead ends.
@Suite struct SearchExperienceTests {
    @Test func cardsSayWhoMadeTheFilmHowLongItRunsAndItsRatingInWords() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=star+wars", method: .get).text
            #expect(page.contains("<span class=\"byline\">George Lucas · 121 min · Science fiction, Action</span>"))
            #expect(page.contains("<span class=\"visually-hidden\">rating 9.1 of 10</span>"))
            #expect(page.contains(">Showing 7 of 7</p>"))
            #expect(page.contains("role=\"combobox\""))
            #expect(page.contains("role=\"listbox\""))
            #expect(page.contains("<h1"))
        }
    }

    @Test func aSlipOfTheKeyboardFindsTheFilmAndThePageSaysWhatItSearchedFor() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=forest+gump", method: .get).text
            #expect(
                page.contains(
                    "<p class=\"notice\" id=\"searched-for\">Showing films for <strong>forrest gump</strong>.</p>"))
            #expect(page.contains("<span class=\"title\">Forrest Gump</span>"))
            let api = try await client.execute(uri: "/api/search?query=godfahter", method: .get)
            #expect(api.json?["searchedFor"] as? String == "godfather")
        }
    }

    @Test func aFilmWithoutARatingSaysSo() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=love+actually", method: .get).text
            #expect(page.contains("No rating"))
        }
    }

    @Test func theWayBackShowsEveryPageThatWasLoaded() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=love&upto=7", method: .get).text
            #expect(page.components(separatedBy: "<li class=\"card\">").count - 1 == 140)
            #expect(page.contains(">Showing 140 of 278</p>"))
            #expect(page.contains("data-page=\"8\" href=\"/?q=love&amp;page=8\""))
        }
    }

    @Test func everyPageCanSkipToItsContentAndSearchFromItsHeader() async throws {
        try await WebTestApp.make().test(.router) { client in
            for uri in ["/movies/17738", "/people/catalog:stanley-kubrick", "/signin", "/nope"] {
                let page = try await client.execute(uri: uri, method: .get).text
                #expect(page.contains("<a class=\"skip\" href=\"#main\">Skip to content</a>"), "\(uri)")
                #expect(page.contains("<main id=\"main\" tabindex=\"-1\">"), "\(uri)")
                #expect(
                    page.contains(
                        "<form class=\"quick-search\" id=\"quick-search\" action=\"/\" method=\"get\" role=\"search\">")
                        && page.contains("aria-controls=\"hq-suggestions\""), "\(uri)"
                )
            }
            // Home, search and browse have a box of their own, and only it.
            for uri in ["/", "/?q=heat", "/discover"] {
                let page = try await client.execute(uri: uri, method: .get).text
                #expect(!page.contains("quick-search") && page.contains("name=\"q\""), "\(uri)")
            }
            let home = try await client.execute(uri: "/?lang=es", method: .get).text
            #expect(
                home.contains(Strings.spanish.catalogCoverage) && home.contains(Strings.spanish.homeIntro))
        }
    }

    @Test func aPageAskedForAloneLeadsBackAndSaysWhereItIs() async throws {
        try await WebTestApp.make().test(.router) { client in
            let second = try await client.execute(uri: "/?q=love&page=2", method: .get).text
            #expect(second.contains("<a class=\"button secondary\" rel=\"prev\" href=\"/?q=love\">Previous page</a>"))
            #expect(second.contains("<span>Page 2 of 14</span>"))
            let third = try await client.execute(uri: "/discover?genre=drama&page=3&lang=es", method: .get).text
            #expect(third.contains("rel=\"prev\" href=\"/discover?genre=drama&amp;page=2\">Página anterior</a>"))
            let first = try await client.execute(uri: "/?q=love", method: .get).text
            #expect(!first.contains("rel=\"prev\""))
            let restored = try await client.execute(uri: "/?q=love&upto=3", method: .get).text
            #expect(!restored.contains("rel=\"prev\""))
        }
    }

    @Test func theWayBackToABrowseShowsEveryPageThatWasLoaded() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/discover?genre=drama&sort=rating&upto=4", method: .get).text
            #expect(page.components(separatedBy: "<li class=\"card\">").count - 1 == 80)
            #expect(page.contains("data-page=\"5\" href=\"/discover?genre=drama&amp;sort=rating&amp;page=5\""))
            let capped = try await client.execute(uri: "/discover?genre=drama&upto=99", method: .get).text
            #expect(capped.components(separatedBy: "<li class=\"card\">").count - 1 == 500)
        }
    }

    @Test func aFilmOpenedDirectlyHasNoWayBackToResults() async throws {
        try await WebTestApp.make().test(.router) { client in
            let direct = try await client.execute(uri: "/movies/17738", method: .get).text
            #expect(!direct.contains("class=\"back\""))
            let fromResults = try await client.execute(uri: "/movies/17738?q=star+wars", method: .get).text
            #expect(fromResults.contains("<a class=\"back\" href=\"/?q=star%20wars\">"))
        }
    }

    @Test func theDetailsPageSaysWhoseRatingItIsLinksIMDbAndShowsTheDateOnce() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/movies/17738", method: .get).text
            #expect(page.contains("9.1/10 · Critics · 206 reviews"))
            #expect(page.contains("<a href=\"https://www.imdb.com/title/tt0076759/\""))
            let details = try #require(page.split(separator: "</article>").first)
            #expect(details.components(separatedBy: "1977").count - 1 == 1)
            #expect(page.contains("<details class=\"more-cast\"><summary>Show all "))
            #expect(page.contains("<dt>Cast, best known first</dt><dd><a href=\"/people/catalog%3Aharrison-ford\">"))
            #expect(
                page.contains("<span class=\"cast-note\">The catalog does not record billing, so this order is a guess")
            )
            // Its series, in order, with this film marked.
            let series = try #require(
                page.split(separator: "<h2>In this series</h2>").last?.split(separator: "</section>").first)
            #expect(series.contains("<li class=\"card current\"><a href=\"/movies/17738?q=\" aria-current=\"page\">"))
            #expect(series.contains("<span class=\"roles\">This film</span>"))
            let years = series.matches(of: /<span class="muted">(\d{4}) ·/).map { Int($0.output.1) ?? 0 }
            #expect(years.count >= 6 && years.contains(1977) && years.contains(1980))
        }
    }

    @Test func anEmptyResultSaysWhatTheCatalogHoldsAndOffersANearSpelling() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=heta", method: .get).text
            #expect(page.contains("No films match"))
            #expect(page.contains("<a id=\"suggestion\" href=\"/?q=heat\">heat</a>"))
            #expect(page.contains("from 1940 to 2014"))
        }
    }

    @Test func unknownAddressesGetA404InTheirOwnShape() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/no/such/page", method: .get)
            #expect(page.status == .notFound)
            #expect(page.text.contains("<h1>This page does not exist.</h1>"))
            #expect(page.headers[.contentSecurityPolicy] != nil)
            let api = try await client.execute(uri: "/api/nope", method: .get)
            #expect(api.status == .notFound)
            #expect(api.errorCode == "not_found")
        }
    }
}
