import MoviesDomain
import Testing

struct GenreNamingTests {
    /// Well-known films with their genres as the catalog tags them, and the genres a person would name
    /// each by (any of them may come first).
    static let wellKnown: [(title: String, tagged: [String], named: Set<String>)] = [
        ("The Godfather", ["Thriller", "Drama", "Crime", "History"], ["Crime"]),
        ("One Flew Over the Cuckoo's Nest", ["Comedy", "Drama"], ["Drama", "Comedy"]),
        ("Forrest Gump", ["Romance", "Comedy", "Drama", "History", "Sport"], ["Drama", "Comedy", "Romance"]),
        ("Citizen Kane", ["Biography", "Mystery", "Drama"], ["Drama", "Mystery"]),
        ("Titanic", ["Romance", "Drama", "History"], ["Romance", "Drama"]),
        ("Shakespeare in Love", ["Biography", "Romance", "Comedy", "Drama"], ["Comedy", "Romance"]),
        ("The Conversation", ["Thriller", "Mystery", "Drama", "Crime"], ["Thriller", "Mystery"]),
        ("Pulp Fiction", ["Thriller", "Comedy", "Drama", "Crime", "Action"], ["Crime"]),
        ("Casablanca", ["War", "Romance", "Drama", "Crime"], ["Romance", "Drama"]),
        (
            "Alien", ["Sci-Fi", "Horror", "Thriller", "Mystery", "Fantasy", "Action", "Adventure"],
            ["Sci-Fi", "Horror"]
        ),
        ("The Shining", ["Horror", "Thriller", "Mystery", "Drama", "Fantasy"], ["Horror"]),
        ("Toy Story", ["Animation", "Comedy", "Fantasy", "Adventure"], ["Animation"]),
        ("Schindler's List", ["Biography", "War", "Drama", "History"], ["War", "History", "Drama", "Biography"]),
        ("The Dark Knight", ["Thriller", "Drama", "Crime", "Action"], ["Action", "Crime"]),
        ("Jaws", ["Sci-Fi", "Horror", "Thriller", "Adventure"], ["Thriller", "Horror"]),
        ("Dr. Strangelove", ["War", "Comedy"], ["Comedy"]),
        ("Back to the Future", ["Sci-Fi", "Comedy", "Adventure"], ["Sci-Fi", "Comedy", "Adventure"]),
        ("Ghostbusters", ["Sci-Fi", "Horror", "Comedy", "Fantasy", "Action", "Adventure"], ["Comedy"]),
        ("The Matrix", ["Sci-Fi", "Thriller", "Crime", "Action"], ["Sci-Fi", "Action"]),
        ("Star Wars", ["Sci-Fi", "Action", "Adventure"], ["Sci-Fi", "Adventure"]),
        ("Raiders of the Lost Ark", ["Action"], ["Action"]),
        ("The Silence of the Lambs", ["Horror", "Thriller", "Drama", "Crime"], ["Thriller", "Horror", "Crime"]),
        ("Goodfellas", ["Biography", "Thriller", "Drama", "Crime", "History"], ["Crime"]),
        ("Psycho", ["Horror", "Thriller", "Mystery", "Drama", "Crime"], ["Horror", "Thriller"]),
        ("Vertigo", ["Thriller", "Mystery", "Romance", "Drama"], ["Thriller", "Mystery"]),
        ("Singin' in the Rain", ["Musical", "Romance", "Comedy"], ["Musical"]),
        ("The Sound of Music", ["Biography", "Musical", "Romance", "Drama"], ["Musical"]),
        ("Annie Hall", ["Romance", "Comedy", "Drama"], ["Comedy", "Romance"]),
        ("Some Like It Hot", ["Musical", "Romance", "Comedy", "Drama", "Crime"], ["Comedy"]),
        (
            "Apocalypse Now", ["War", "Horror", "Thriller", "Comedy", "Drama", "History", "Action", "Adventure"],
            ["War"]
        ),
        ("Saving Private Ryan", ["War", "Drama", "Action"], ["War"]),
        ("The Good, the Bad and the Ugly", ["War", "Western", "Drama", "History", "Action"], ["Western"]),
        ("Unforgiven", ["Western", "Drama", "Crime"], ["Western"]),
        ("E.T. the Extra-Terrestrial", ["Sci-Fi", "Drama", "Family"], ["Sci-Fi", "Family"]),
        ("The Lion King", ["Animation", "Musical", "Drama", "Family", "Adventure"], ["Animation"]),
        ("Amelie", ["Romance", "Comedy", "Drama"], ["Comedy", "Romance"]),
        ("Fargo", ["Thriller", "Mystery", "Comedy", "Drama", "Crime", "Action"], ["Crime", "Comedy"]),
        ("The Exorcist", ["Horror", "Thriller", "Mystery", "Drama", "Fantasy"], ["Horror"]),
        ("Rocky", ["Drama", "Sport", "Action"], ["Sport", "Drama"]),
        ("Gladiator", ["Drama", "History", "Action", "Adventure"], ["Action", "History", "Adventure"]),
        ("Braveheart", ["Biography", "War", "Drama", "Action"], ["War", "History", "Biography", "Action"]),
        (
            "Lawrence of Arabia", ["Biography", "War", "Drama", "History", "Adventure"],
            ["Adventure", "History", "Biography", "War"]
        ),
        ("12 Angry Men", ["Drama"], ["Drama"]),
        ("Seven Samurai", ["Drama", "History", "Action", "Adventure"], ["Action", "Adventure"]),
        ("Memento", ["Horror", "Thriller", "Mystery", "Drama", "Crime"], ["Thriller", "Mystery"]),
        (
            "Inception", ["Sci-Fi", "Thriller", "Mystery", "Drama", "Crime", "Action", "Adventure"],
            ["Sci-Fi", "Action", "Thriller"]
        ),
        ("The Lord of the Rings", ["Fantasy", "Action", "Adventure"], ["Fantasy"]),
        ("Finding Nemo", ["Animation", "Comedy", "Family", "Adventure"], ["Animation"]),
        ("When Harry Met Sally", ["Romance", "Comedy"], ["Comedy", "Romance"]),
        ("The Princess Bride", ["Romance", "Comedy", "Fantasy", "Adventure"], ["Fantasy", "Adventure", "Comedy"]),
        ("Die Hard", ["Thriller", "Crime", "Action"], ["Action"]),
        ("Taxi Driver", ["Thriller", "Drama", "Crime", "Action"], ["Crime", "Drama", "Thriller"]),
        ("Chinatown", ["Thriller", "Mystery", "Drama", "Crime"], ["Crime", "Mystery", "Thriller"]),
        ("Rear Window", ["Thriller", "Mystery", "Drama", "Crime"], ["Thriller", "Mystery"]),
        ("Bowling for Columbine", ["Documentary"], ["Documentary"]),
        ("The Sixth Sense", ["Horror", "Thriller", "Mystery", "Drama"], ["Thriller", "Horror"]),
        ("Whiplash", ["Musical", "Drama"], ["Drama", "Musical"]),
        ("Groundhog Day", ["Sci-Fi", "Romance", "Comedy", "Drama", "Fantasy"], ["Comedy"]),
        ("The Big Lebowski", ["Comedy", "Crime"], ["Comedy"]),
    ]

    @Test func theGenreShownFirstIsOneAPersonWouldNameForMostWellKnownFilms() {
        let misnamed = Self.wellKnown.filter { film in
            let first = Movie(id: Movie.ID("1"), title: film.title, genres: film.tagged).genresAsNamed.first
            return !film.named.contains(first ?? "")
        }
        #expect(misnamed.count <= 7, "named wrongly: \(misnamed.map(\.title))")
    }

    @Test func theFilmsTheSourceOrderMisnamedAreNamedAsAPersonWould() {
        func named(_ genres: [String]) -> [String] {
            Array(Movie(id: Movie.ID("1"), title: "", genres: genres).genresAsNamed.prefix(2))
        }
        #expect(named(["Thriller", "Drama", "Crime", "History"]) == ["Crime", "Drama"])  // The Godfather
        #expect(named(["Romance", "Drama", "History"]) == ["Romance", "Drama"])  // Titanic
        #expect(named(["Biography", "Mystery", "Drama"]) == ["Mystery", "Drama"])  // Citizen Kane
        #expect(
            named(["Sci-Fi", "Horror", "Thriller", "Mystery", "Fantasy", "Action", "Adventure"]) == [
                "Horror", "Sci-Fi",
            ])  // Alien
        #expect(named(["Animation", "Comedy", "Fantasy", "Adventure"]) == ["Animation", "Comedy"])  // Toy Story
    }

    @Test func namesNoGenreKnowsComeLastInTheSourcesOrder() {
        let movie = Movie(id: Movie.ID("1"), title: "", genres: ["Noir", "Drama", "Heist", "Comedy"])
        #expect(movie.genresAsNamed == ["Comedy", "Drama", "Noir", "Heist"])
    }

    @Test func everyGenreHasItsOwnPlaceInTheRule() {
        let named = Movie(id: Movie.ID("1"), title: "", genres: Genre.allCases.reversed().map(\.rawValue)).genresAsNamed
        #expect(Set(named).count == Genre.allCases.count)
        #expect(named.first == "animation" && named.last == "tv-movie")
    }
}
