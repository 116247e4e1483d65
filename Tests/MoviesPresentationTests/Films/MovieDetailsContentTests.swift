import MoviesDomain
import MoviesPresentation
import Testing

@Suite struct MovieDetailsContentTests {
    @Test func listsKnownFactsInReadingOrderAndLeavesOutUnknownOnes() {
        let movie = Movie(
            id: Movie.ID("1"), title: "Heat", releaseDate: .year(1995), genres: ["Crime", "Drama"], runtime: 170,
            rating: Rating(average: 8.1, voteCount: 90), directors: ["Michael Mann"],
            extras: Movie.Extras(boxOffice: 67_436_818)
        )
        let facts = MovieDetailsContent(movie: movie).facts
        #expect(facts.map(\.label) == ["Released", "Runtime", "Genres", "Rating", "Directed by", "Box office"])
        #expect(facts.last?.value == "$67,436,818")
        #expect(facts[3].value == "8.1/10 · Audience · 90 votes")
        let reviewed = Movie(
            id: Movie.ID("2"), title: "Heat", rating: Rating(average: 8.1, voteCount: 1, raters: .critics))
        #expect(
            MovieDetailsContent(movie: reviewed).facts.first { $0.kind == .rating }?.value
                == "8.1/10 · Critics · 1 review")
    }

    @Test(arguments: [
        ("Won 2 Oscars. Nominated for 7 Oscars.", Strings.english, "Won 2 Oscars. Nominated for 7 Oscars."),
        ("Won 1 Oscar.", Strings.english, "Won 1 Oscar."),
        ("Won 2 Oscars. Nominated for 7 Oscars.", Strings.spanish, "Ganó 2 premios Óscar. 7 nominaciones al Óscar."),
        ("Nominated for 1 Oscar.", Strings.spanish, "1 nominación al Óscar."),
        ("Won 3 Oscars. Nominated for 11 Oscars.", Strings.korean, "아카데미상 3개 부문 수상. 아카데미상 11개 부문 후보."),
        ("Palme d'Or, 1979.", Strings.korean, "Palme d'Or, 1979."),
    ])
    func theAwardsAreSaidInTheScreensLanguage(awards: String, strings: Strings, shown: String) {
        let movie = Movie(id: Movie.ID("1"), title: "Heat", extras: Movie.Extras(awards: awards))
        #expect(MovieDetailsContent(movie: movie, strings: strings).facts.first { $0.kind == .awards }?.value == shown)
    }

    @Test func theCastSaysWhenItIsBestKnownFirstAndWhomEachPlays() {
        let billed = Movie(
            id: Movie.ID("1"), title: "Heat", cast: ["Al Pacino", "Robert De Niro"],
            extras: Movie.Extras(characters: ["Al Pacino": "Vincent Hanna"]))
        let content = MovieDetailsContent(movie: billed)
        let fact = content.facts.first { $0.kind == .cast }
        #expect(fact?.label == "Cast" && fact?.value == "Al Pacino (Vincent Hanna), Robert De Niro")
        #expect(content.roles == ["Al Pacino": "as Vincent Hanna"])
        #expect(MovieDetailsContent(movie: billed, strings: .korean).roles == ["Al Pacino": "Vincent Hanna 역"])

        let ranked = Movie(
            id: Movie.ID("2"), title: "The Godfather", cast: ["Robert Duvall", "Al Pacino"],
            extras: Movie.Extras(castOrder: .bestKnownFirst))
        #expect(MovieDetailsContent(movie: ranked).facts.first { $0.kind == .cast }?.label == "Cast, best known first")
        #expect(
            MovieDetailsContent(movie: ranked, strings: .spanish).facts.first { $0.kind == .cast }?.label
                == "Reparto, los más conocidos primero")
    }

    @Test func showsTheOriginalTitleOnlyWhenItDiffers() {
        let translated = Movie(id: Movie.ID("1"), title: "Amelie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain")
        #expect(MovieDetailsContent(movie: translated).facts.first?.value == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(
            !MovieDetailsContent(movie: Movie(id: Movie.ID("2"), title: "Up")).facts.contains {
                $0.label == "Original title"
            })
    }
}
