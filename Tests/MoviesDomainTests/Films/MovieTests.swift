import MoviesDomain
import Testing

@Suite struct MovieTests {
    @Test func moviesWithTheSameIDAreTheSameMovie() {
        let listed = Movie(id: Movie.ID("7"), title: "Alien")
        let detailed = Movie(id: Movie.ID("7"), title: "Alien", overview: "In space…", runtime: 117)
        #expect(listed == detailed)
        #expect(Set([listed, detailed]).count == 1)
        #expect(listed != Movie(id: Movie.ID("8"), title: "Alien"))
    }

    @Test func originalTitleDefaultsToTitle() {
        #expect(Movie(id: Movie.ID("1"), title: "Amélie").originalTitle == "Amélie")
    }

    @Test(arguments: [
        ("1977-05-25", ReleaseDate.day(year: 1977, month: 5, day: 25)),
        ("1977", .year(1977)),
        ("", .unknown),
        ("soon", .unknown),
        ("1977-13-01", .unknown),
        ("1977-05", .unknown),
    ])
    func releaseDateKnowsItsPrecision(text: String, expected: ReleaseDate) {
        #expect(ReleaseDate(iso8601: text) == expected)
    }

    @Test func releaseDateWritesBackWhatItReads() {
        for text in ["1977-05-25", "1977", "0999-01-02"] {
            #expect(ReleaseDate(iso8601: text).iso8601 == text)
        }
        #expect(ReleaseDate.unknown.iso8601 == "")
    }

    @Test func ratingStaysOnItsScale() {
        #expect(Rating(average: 11, voteCount: 3).average == 10)
        #expect(Rating(average: -1, voteCount: -5) == Rating(average: 0, voteCount: 0))
        #expect(Rating(average: .nan, voteCount: 1).average == 0)
    }

    @Test func pageKnowsWhetherMorePagesExist() {
        #expect(MoviesPage(page: 1, totalPages: 2, totalResults: 25, movies: []).hasMorePages)
        #expect(!MoviesPage(page: 2, totalPages: 2, totalResults: 25, movies: []).hasMorePages)
        #expect(!MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: []).hasMorePages)
    }

    @Test(arguments: [0, -1, 501, Int.min, Int.max])
    func pageNumbersOutsideOneToFiveHundredAreRejected(value: Int) {
        #expect(throws: PageNumber.Error.self) { try PageNumber(value) }
    }

    @Test func pageNumberKnowsTheNextOne() throws {
        #expect(try PageNumber(1).next == PageNumber(2))
        #expect(try PageNumber(500).next == nil)
    }
}
