import MoviesDomain
import Testing

@Suite struct DiscoverFilterTests {
    @Test(arguments: [
        ("Sci-Fi", Genre.scienceFiction), ("Science Fiction", .scienceFiction),
        ("science-fiction", .scienceFiction), ("DRAMA", .drama), ("TV Movie", .tvMovie), ("Sport", .sport),
    ])
    func genresAreKnownByEverySourcesName(name: String, genre: Genre) {
        #expect(Genre(named: name) == genre)
    }

    @Test func anUnknownGenreIsNone() {
        #expect(Genre(named: "Space Opera") == nil)
        #expect(Genre(named: "") == nil)
    }

    @Test(arguments: [("1970s", 1970...1979), ("70s", 1970...1979), ("1975", 1970...1979), ("00s", 2000...2009)])
    func decadesAreReadAsPeopleWriteThem(text: String, years: ClosedRange<Int>) throws {
        #expect(try Decade.years(text) == years)
    }

    @Test(arguments: ["seventies", "19", "1970x", "", "3000s"])
    func otherTextIsNotADecade(text: String) {
        #expect(throws: DiscoverFilter.Error.self) { try Decade.years(text) }
    }

    @Test func badFiltersNameTheirField() {
        #expect(throws: DiscoverFilter.Error.reversedYears(from: 1990, to: 1980)) {
            try DiscoverFilter(from: 1990, to: 1980)
        }
        #expect(throws: DiscoverFilter.Error.yearOutOfRange(field: "to", year: 30_000)) {
            try DiscoverFilter(to: 30_000)
        }
        #expect(throws: DiscoverFilter.Error.ratingOutOfRange(11)) { try DiscoverFilter(minimumRating: 11) }
        #expect(throws: DiscoverFilter.Error.unknownSort("best")) { try DiscoverSort(named: "best") }
        #expect(DiscoverFilter.Error.reversedYears(from: 1990, to: 1980).field == "from")
        #expect(DiscoverFilter.Error.ratingOutOfRange(11).field == "minRating")
    }

    @Test func aDecadeAndYearsNarrowEachOther() throws {
        let filter = try DiscoverFilter(years: 1970...1979, from: 1975)
        #expect(filter.years == 1975...1979)
        #expect(try DiscoverFilter(genres: [.drama, .drama, .comedy]).genres == [.comedy, .drama])
        #expect(try DiscoverFilter().narrows == false)
        #expect(try DiscoverFilter(minimumRating: 0).narrows == false)
    }
}
