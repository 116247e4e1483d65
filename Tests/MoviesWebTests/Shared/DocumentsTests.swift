import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@testable import MoviesWeb

/// One document per resource for every front end, each listing its members once: what programs read.
@Suite struct DocumentsTests {
    static let rich = Movie(
        id: Movie.ID("7"), title: "Tom \"&\" Jerry\n", originalTitle: "Tom et Jerry", overview: "Cat\tand mouse",
        posterPath: "/p.jpg", releaseDate: .day(year: 1999, month: 5, day: 1), genres: ["Comedy"], runtime: 90,
        originalLanguage: "French", rating: Rating(average: 7.25, voteCount: 12, raters: .critics),
        directors: ["A"], cast: ["B", "C"], countries: ["France"],
        extras: Movie.Extras(
            writers: ["D"], languages: ["French"], certification: "PG", awards: "Won 1 Oscar.", metascore: 70,
            productionCompanies: ["E"], boxOffice: 1_000, imdbID: "tt1"))

    /// The document's JSON as an object.
    static func object(_ document: some JSONDocument) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(document.jsonBytes)) as? [String: Any])
    }

    @Test func aFilmsDetailsComeOnlyWithItsPageAndWhatIsUnknownIsLeftOut() throws {
        let details = try Self.object(MovieDocument(movie: Self.rich, source: .catalog, withDetails: true))
        #expect(
            details["title"] as? String == "Tom \"&\" Jerry\n" && details["overview"] as? String == "Cat\tand mouse")
        #expect(details["cast"] as? [String] == ["B", "C"] && details["writers"] as? [String] == ["D"])
        #expect((details["rating"] as? [String: Any])?["average"] as? Double == 7.25)
        #expect(details["releaseDate"] as? String == "1999-05-01" && details["year"] as? Int == 1999)
        let listed = try Self.object(MovieDocument(movie: Self.rich, source: .catalog))
        #expect(listed["cast"] == nil && listed["writers"] == nil && listed["languages"] == nil)
        let bare = try Self.object(
            MovieDocument(movie: Movie(id: Movie.ID("1"), title: "Up"), source: .catalog, withDetails: true))
        #expect(
            Set(bare.keys) == [
                "id", "title", "originalTitle", "genres", "directors", "countries", "cast", "writers",
                "languages", "productionCompanies", "castOrder",
            ])
        #expect(bare["castOrder"] as? String == "billing" && bare["characters"] == nil)
    }

    @Test func aStalePageSaysWhenItWasSaved() throws {
        var state = MoviesListState()
        state.query = "tom"
        state.items = [MoviesListItemViewModel(movie: Self.rich)]
        (state.currentPage, state.totalPages, state.totalResults) = (1, 1, 1)
        state.origin = .cached(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        state.failure = ScreenFailure(TestError(), strings: .english)
        let page = try Self.object(SearchResultsDocument(state: state, source: .tmdb))
        let notice = try #require(page["notice"] as? [String: Any])
        #expect(notice["savedAt"] as? String == "2023-11-14T22:13:20Z" && notice["code"] as? String == "unavailable")
        #expect((page["results"] as? [[String: Any]])?.first?["id"] as? String == "tmdb:7" && page["people"] == nil)
        #expect(page["source"] as? String == "TMDB")
    }

    @Test func browsePersonAndFilmsAlikeNameTheirParts() throws {
        var state = MoviesListState()
        state.items = [MoviesListItemViewModel(movie: Self.rich)]
        (state.currentPage, state.totalPages, state.totalResults) = (1, 1, 1)
        let filter = try DiscoverFilter(
            genres: [.drama], from: 1970, to: 1979, minimumRating: 7.5, sort: .title, query: try MovieQuery("tom"))
        let browse = try Self.object(DiscoverResultsDocument(filter: filter, state: state, source: .catalog))
        let written = try #require(browse["filter"] as? [String: Any])
        #expect(written["genres"] as? [String] == ["drama"] && written["minRating"] as? Double == 7.5)
        #expect(written["from"] as? Int == 1970 && written["sort"] as? String == "title")
        let person = Person(
            id: Person.ID("catalog:a"), name: "A \"B\"",
            credits: [
                PersonCredit(movie: Self.rich, roles: [.director, .cast], character: "Tom"),
                PersonCredit(movie: Movie(id: Movie.ID("1"), title: "Up"), roles: [.writer]),
            ])
        let page = try Self.object(PersonDocument(person: person, source: .catalog))
        #expect(page["name"] as? String == "A \"B\"" && (page["films"] as? [Any])?.count == 2)
        #expect(page["roles"] as? [String: Int] == ["director": 1, "cast": 1, "writer": 1])
        let films = try #require(page["films"] as? [[String: Any]])
        #expect(films.compactMap { ($0["movie"] as? [String: Any])?["id"] as? String } == ["catalog:7", "catalog:1"])
        let alike = try Self.object(
            SimilarMoviesDocument(
                film: FilmReference(source: .catalog, movieID: Movie.ID("7")),
                series: [MoviesListItemViewModel(movie: Self.rich)], similar: []))
        #expect(alike["id"] as? String == "catalog:7")
        #expect((alike["series"] as? [Any])?.count == 1 && (alike["similar"] as? [Any])?.isEmpty == true)
    }

    /// The API's answers, whole, pretty-printed with sorted keys.
    @Test(arguments: [
        ("/api/search?query=amelie", "api-search-amelie.json"), ("/api/movies/484048", "api-movie-484048.json"),
        ("/api/search?query=heta", "api-search-heta.json"),
    ])
    func apiAnswersKeepTheirShape(uri: String, golden: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .ok)
            let object = try JSONSerialization.jsonObject(with: Data(response.text.utf8))
            let pretty = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try Golden.check(String(decoding: pretty, as: UTF8.self) + "\n", against: golden)
        }
    }
}
