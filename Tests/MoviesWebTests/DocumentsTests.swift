import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@testable import MoviesWeb

/// One document per resource for every front end: the web writes the shared documents with its own
/// fast writer, and it must write exactly what JSONEncoder (the CLI's `--json`) writes of them.
@Suite struct DocumentsTests {
    static let rich = Movie(
        id: Movie.ID("7"), title: "Tom \"&\" Jerry\n", originalTitle: "Tom et Jerry", overview: "Cat\tand mouse",
        posterPath: "/p.jpg", releaseDate: .day(year: 1999, month: 5, day: 1), genres: ["Comedy"], runtime: 90,
        originalLanguage: "French", rating: Rating(average: 7.25, voteCount: 12, raters: .critics),
        directors: ["A"], cast: ["B", "C"], countries: ["France"],
        extras: Movie.Extras(
            writers: ["D"], languages: ["French"], certification: "PG", awards: "Won 1 Oscar.", metascore: 70,
            productionCompanies: ["E"], boxOffice: 1_000, imdbID: "tt1"))

    static func same(_ webBytes: [UInt8], _ encoded: Data) throws -> Bool {
        let web = try JSONSerialization.jsonObject(with: Data(webBytes)) as? NSDictionary
        let encoder = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        return web != nil && web == encoder
    }

    static func webBytes(_ document: some JSONDocument) -> [UInt8] {
        var json = JSONWriter()
        document.write(to: &json)
        return json.bytes
    }

    @Test(arguments: [(rich, true), (rich, false), (Movie(id: Movie.ID("1"), title: "Up"), true)])
    func aFilmIsWrittenAsJSONEncoderWritesIt(movie: Movie, withDetails: Bool) throws {
        let document = MovieDocument(movie: movie, withDetails: withDetails)
        #expect(try Self.same(Self.webBytes(document), JSONEncoder().encode(document)))
    }

    @Test func aStalePageIsWrittenAsJSONEncoderWritesIt() throws {
        var state = MoviesListState()
        state.query = "tom"
        state.items = [MoviesListItemViewModel(movie: Self.rich)]
        (state.currentPage, state.totalPages, state.totalResults) = (1, 1, 1)
        state.origin = .cached(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        state.failure = ScreenFailure(TestError(), strings: .english)
        let document = SearchResultsDocument(state: state, source: "TMDB")
        #expect(document.notice?.savedAt == "2023-11-14T22:13:20Z")
        #expect(try Self.same(Self.webBytes(document), JSONEncoder().encode(document)))
    }

    @Test func browsePersonAndFilmsAlikeAreWrittenAsJSONEncoderWritesThem() throws {
        var state = MoviesListState()
        state.items = [MoviesListItemViewModel(movie: Self.rich)]
        (state.currentPage, state.totalPages, state.totalResults) = (1, 1, 1)
        for filter in [
            try DiscoverFilter(),
            try DiscoverFilter(
                genres: [.drama], from: 1970, to: 1979, minimumRating: 7.5, sort: .title, query: try MovieQuery("tom")),
        ] {
            let document = DiscoverResultsDocument(filter: filter, state: state, source: "catalog")
            #expect(try Self.same(Self.webBytes(document), JSONEncoder().encode(document)))
        }
        let person = Person(
            id: Person.ID("catalog:a"), name: "A \"B\"",
            credits: [
                PersonCredit(movie: Self.rich, roles: [.director, .cast], character: "Tom"),
                PersonCredit(movie: Movie(id: Movie.ID("1"), title: "Up"), roles: [.writer]),
            ])
        let document = PersonDocument(person: person)
        #expect(try Self.same(Self.webBytes(document), JSONEncoder().encode(document)))
        let alike = SimilarMoviesDocument(
            id: Movie.ID("7"), series: [MoviesListItemViewModel(movie: Self.rich)], similar: [])
        #expect(try Self.same(Self.webBytes(alike), JSONEncoder().encode(alike)))
    }

    /// The API's answers, whole, pretty-printed with sorted keys.
    @Test(arguments: [
        ("/api/search?query=amelie", "api-search-amelie.json"), ("/api/movies/484048", "api-movie-484048.json"),
        ("/api/search?query=godfater", "api-search-godfater.json"),
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
