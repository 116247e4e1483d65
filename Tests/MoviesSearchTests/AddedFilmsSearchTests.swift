import MoviesDomain
import Testing

@testable import MoviesSearch

/// A search with the films members added in a second, small index beside the catalog's: one ranking,
/// each film placed by how its title holds the query, an added one a step below the catalog's that hold it
/// as well.
@Suite struct AddedFilmsSearchTests {
    static func index(_ films: [(id: Int, title: String, year: Int)]) -> CatalogIndex {
        var builder = CatalogIndex.Builder()
        for film in films {
            builder.add(
                IndexedFilm(
                    id: film.id, title: film.title, language: "en", genres: [], released: .year(film.year),
                    rating: nil, reviews: 0, directors: [], writers: [], cast: []),
                words: SearchText.words(film.title))
        }
        return builder.build()
    }

    /// Most popular first.
    let catalog = Self.index([
        (1, "Dune Warriors", 1991), (2, "Dune", 1984), (3, "The Dunes of Time", 1960), (4, "Heat", 1995),
        (5, "Everything Must Go", 2010), (6, "Everywhere at Once", 1999),
    ])
    let added = Self.index([
        (1_000_000_001, "Dune", 2021), (1_000_000_002, "Everything Everywhere All at Once", 2022),
        (1_000_000_003, "Dune: Part Two", 2024),
    ])

    func ids(_ query: String, limit: Int = 20, offset: Int = 0) -> [Int] {
        results(query, limit: limit, offset: offset).movieIDs
    }

    func results(_ query: String, limit: Int = 20, offset: Int = 0) -> CatalogIndex.TitleResults {
        catalog.search(SearchText.words(query), beside: [added], thisYear: 2026, limit: limit, offset: offset)
    }

    @Test func anAddedFilmTakesItsPlaceAmongTheCatalogsByHowItsTitleHoldsTheQuery() {
        // Both Dunes are the query: the catalog's, then the catalog's title opening with it, then the added
        // Dune, a step below; then the added title opening with it, then the catalog's completing it.
        #expect(ids("dune") == [2, 1, 1_000_000_001, 1_000_000_003, 3])
        #expect(results("dune").total == 5)
        #expect(ids("everything everywhere") == [1_000_000_002])
    }

    @Test func pagesAreCutFromTheOneRanking() {
        #expect(ids("dune", limit: 2) == [2, 1])
        #expect(ids("dune", limit: 2, offset: 2) == [1_000_000_001, 1_000_000_003])
        #expect(ids("dune", limit: 2, offset: 4) == [3])
    }

    /// Thirty films titled as the catalog's best known one, added by one member, leave its sequels on the
    /// first page.
    @Test func filmsAddedUnderACatalogTitleComeAfterTheCatalogsThatHoldTheQueryAsWell() {
        let catalog = Self.index([
            (10, "The Godfather", 1972), (11, "The Godfather Part II", 1974), (12, "The Godfather Part III", 1990),
            (13, "Mafia! The Godfather Spoof", 1998),
        ])
        let flood = Self.index((0..<30).map { (1_000_000_100 + $0, "The Godfather", 1990 + $0) })
        let first = catalog.search(
            SearchText.words("the godfather"), beside: [flood], thisYear: 2026, limit: 20, offset: 0
        ).movieIDs
        #expect(Array(first.prefix(3)) == [10, 11, 12], "\(first)")
    }

    @Test func aYearPutsThatYearsFilmsFirstWhicheverIndexHasThem() {
        #expect(ids("dune 2021").first == 1_000_000_001)
        #expect(ids("dune 1984").first == 2)
    }

    @Test func aSlipInAnAddedTitleIsReadInItsIndex() {
        let found = results("everthing everywhere")
        #expect(found.movieIDs == [1_000_000_002])
        #expect(found.searchedFor == ["everything", "everywhere"])
        #expect(ids("heat") == [4], "a query only the catalog holds is the catalog's answer")
    }

    @Test func withNoFilmsAddedTheCatalogAnswersAsAlone() {
        for query in ["dune", "dune 1984", "dune warriers", "duneworriors", "heat"] {
            let words = SearchText.words(query)
            let alone = catalog.search(words, thisYear: 2026, limit: 20, offset: 0)
            #expect(catalog.search(words, beside: [Self.index([])], thisYear: 2026, limit: 20, offset: 0) == alone)
        }
    }
}
