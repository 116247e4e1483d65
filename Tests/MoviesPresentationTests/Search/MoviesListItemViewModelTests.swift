import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct MoviesListItemViewModelTests {
    @Test(arguments: [
        (ReleaseDate.day(year: 1977, month: 5, day: 25), "May 25, 1977"),
        (.year(1977), "1977"),
        (.unknown, "To be announced"),
    ])
    func releaseTextShowsWhatIsKnown(date: ReleaseDate, expected: String) {
        #expect(
            MoviesListItemViewModel(movie: .fixture(id: "1", title: "T", releaseDate: date)).releaseText == expected)
    }

    @Test func overviewWinsOverTheFactsLine() {
        let movie = Movie(
            id: Movie.ID("1"), title: "Heat", overview: "A heist.", runtime: 170, directors: ["Michael Mann"])
        #expect(MoviesListItemViewModel(movie: movie).overviewText == "A heist.")
    }

    @Test func factsLineStandsInForAMissingOverview() {
        let movie = Movie(
            id: Movie.ID("1"), title: "Heat", runtime: 170, directors: ["Michael Mann"], countries: ["United States"])
        #expect(
            MoviesListItemViewModel(movie: movie).overviewText == "Directed by Michael Mann · 170 min · United States")
    }

    @Test func ratingHasOneDecimal() {
        let movie = Movie(id: Movie.ID("1"), title: "Heat", rating: Rating(average: 8.25, voteCount: 3))
        #expect(MoviesListItemViewModel(movie: movie).ratingText == "8.3")
        #expect(MoviesListItemViewModel(movie: .fixture(id: "2", title: "Up")).ratingText == nil)
    }
}
