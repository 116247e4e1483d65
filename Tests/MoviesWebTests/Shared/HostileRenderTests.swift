import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesWeb

/// Every page rendered with hostile text in every field a source or a member controls: titles, names,
/// genres, countries, review text, full names, queries. The HTML is then read tag by tag: every element
/// and every attribute must be one the site writes itself, and the hostile text must show as text. The
/// container is made of fakes alone: films, members, sessions and attempts in memory.
@Suite struct HostileRenderTests {
    /// Closes any quote or tag it lands in, then opens an element and attributes of its own.
    static let evil = #"x"'></textarea><evil-tag evil-attr="1" onerror='go()'>&amp;<!--"#

    static let film = Movie(
        id: Movie.ID("1"), title: "Heat \(evil)", originalTitle: evil, overview: evil, posterPath: "/\(evil).jpg",
        releaseDate: .year(1995), genres: ["Drama", evil], runtime: 170, originalLanguage: evil,
        rating: Rating(average: 8, voteCount: 10, raters: .audience), directors: ["Dir \(evil)"],
        cast: ["Cast \(evil)"],
        countries: [evil],
        extras: Movie.Extras(
            tagline: evil, writers: ["Writer \(evil)"], languages: [evil], certification: evil, awards: evil,
            productionCompanies: [evil], status: evil))

    static let other = Movie(
        id: Movie.ID("2"), title: "Heat 2 \(evil)", releaseDate: .year(2001), genres: ["Drama"],
        directors: ["Dir \(evil)"])

    @Test func noElementOrAttributeOfAnyPageComesFromData() async throws {
        let movies = InMemoryMoviesRepository(movies: [Self.film, Self.other])
        let container = AppContainer(
            movies: movies, discovery: movies, posters: InMemoryPosterImagesRepository(),
            recentQueries: { _ in InMemoryRecentQueriesRepository() }, members: InMemoryMemberStore(),
            hasher: InsecureTestPasswordHasher(), source: .catalog)
        let query = try #require(Self.evil.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        try await Application(router: try MoviesWebApp.router(screens: container)).test(.router) { client in
            let ana = MemberClient(client)
            let made = try await ana.send(
                .post, "/api/users",
                json: [
                    "name": "ana", "fullName": ["given": Self.evil, "family": Self.evil], "password": "long enough",
                ])
            #expect(made.status == .created)
            #expect(try await ana.send(.put, "/api/saved/1").status == .ok)
            let review = try await ana.send(
                .put, "/api/movies/1/review", json: ["rating": 7, "text": Self.evil, "spoilers": false])
            #expect(review.status == .ok)
            let label = String(Self.evil.unicodeScalars.filter { !$0.properties.isBidiControl }.prefix(60))
            let token = try await ana.send(
                .post, "/api/tokens", json: ["name": "ana", "password": "long enough", "label": label])
            #expect(token.status == .created)
            _ = try await ana.send(.get, "/?q=\(query)")
            let pages = [
                "/", "/?q=\(query)", "/?q=heat", "/movies/1?q=\(query)", "/movies/2", "/discover?q=\(query)",
                "/discover?genre=drama", WebRoute.person(Person.ID("memory:Dir \(Self.evil)")).href, "/u/ana",
                "/saved", "/settings", "/?q=heat&page=9", "/movies/\(query)", "/nope/\(query)",
            ]
            for page in pages {
                let html = try await ana.send(.get, page).text
                Self.expectOnlyTheSitesMarkup(html, page: page)
            }
            #expect(try await ana.send(.get, "/movies/1").text.contains("&lt;evil-tag evil-attr=&quot;1&quot;"))
            ana.forgetSession()
            for page in ["/signin?return=\(query)", "/signup?return=%2F\(query)", "/movies/1"] {
                Self.expectOnlyTheSitesMarkup(try await ana.send(.get, page).text, page: page)
            }
        }
    }

    /// Reads `html` as a browser's tokenizer would, tag by tag, and checks each name against the site's own.
    static func expectOnlyTheSitesMarkup(_ html: String, page: String) {
        #expect(!html.contains("<!--"), "a comment opened on \(page)")
        let tag = /<\/?([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/
        let attribute = /\s+([^\s"'>\/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/
        var tags = 0
        for match in html.matches(of: tag) {
            tags += 1
            let name = match.output.1.lowercased()
            #expect(Self.elements.contains(name), "<\(name)> on \(page)")
            for found in match.output.2.matches(of: attribute) {
                let attributeName = found.output.1.lowercased()
                #expect(
                    Self.attributes.contains(attributeName) || attributeName.hasPrefix("data-"),
                    "\(attributeName)= in <\(name)> on \(page)")
            }
        }
        #expect(tags > 20, "\(page) rendered a page")
        // Whatever was not a tag (or the doctype) is text: no `<` that starts one is left over.
        let text = html.replacing("<!doctype html>", with: "").replacing(tag, with: "")
        #expect(!text.contains(/<[A-Za-z\/!?]/), "a stray tag on \(page)")
    }

    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "script", "body", "header", "main", "footer", "nav", "a", "p",
        "h1", "h2", "h3", "section", "article", "div", "span", "ul", "ol", "li", "dl", "dt", "dd", "img", "form",
        "label", "input", "button", "select", "option", "textarea", "details", "summary", "fieldset", "legend",
        "strong", "code",
        // Charts: members' ratings drawn in SVG, with a table beside them for screen readers.
        "figure", "figcaption", "svg", "path", "g", "text", "table", "caption", "tr", "td",
    ]

    static let attributes: Set<String> = [
        "lang", "charset", "name", "content", "rel", "href", "src", "defer", "class", "id", "role", "aria-label",
        "aria-hidden", "aria-current", "aria-pressed", "aria-expanded", "aria-controls", "aria-autocomplete",
        "aria-describedby", "aria-invalid", "aria-labelledby", "hreflang", "action", "method", "type", "value",
        "placeholder", "autocomplete", "maxlength", "autofocus", "hidden", "for", "required", "srcset", "sizes",
        "alt", "loading", "decoding", "title", "min", "max", "inputmode", "checked", "selected", "rows", "tabindex",
        "open", "download", "enctype", "accept",
        // The theme colour a phone paints its bar with, light and dark.
        "media",
        "viewbox", "d", "x", "y", "text-anchor",
    ]
}
