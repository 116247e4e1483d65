/// A film the stand-in knows. The fixtures are written by hand in the shape TMDB documents.
struct TMDBStandInFilm: Sendable {
    let id: Int
    let title: String
    let releaseDate: String
    let overview: String
    let genreIDs: [Int]
    let popularity: Double
    let voteAverage: Double
    let voteCount: Int
    let runtime: Int
    let director: String
    let cast: [String]

    var posterPath: String { "/poster-\(id).jpg" }

    static let all: [TMDBStandInFilm] = [
        .init(
            id: 268, title: "Batman", releaseDate: "1989-06-21",
            overview: "A caped vigilante takes on a grinning crime boss in Gotham City.", genreIDs: [14, 28],
            popularity: 40.1, voteAverage: 7.2, voteCount: 7900, runtime: 126, director: "Tim Burton",
            cast: ["Michael Keaton", "Jack Nicholson", "Kim Basinger"]),
        .init(
            id: 364, title: "Batman Returns", releaseDate: "1992-06-19",
            overview: "Gotham faces a penguin-like schemer and a cat burglar at Christmas.", genreIDs: [28, 14],
            popularity: 35.4, voteAverage: 6.9, voteCount: 6100, runtime: 126, director: "Tim Burton",
            cast: ["Michael Keaton", "Danny DeVito", "Michelle Pfeiffer"]),
        .init(
            id: 272, title: "Batman Begins", releaseDate: "2005-06-10",
            overview: "A young heir trains abroad and returns to fight corruption at home.", genreIDs: [18, 80, 28],
            popularity: 60.2, voteAverage: 7.7, voteCount: 20500, runtime: 140, director: "Christopher Nolan",
            cast: ["Christian Bale", "Michael Caine", "Liam Neeson"]),
        .init(
            id: 155, title: "The Dark Knight", releaseDate: "2008-07-16",
            overview: "An anarchist pushes Gotham and its protector to the edge.", genreIDs: [18, 28, 80, 53],
            popularity: 90.5, voteAverage: 8.5, voteCount: 33000, runtime: 152, director: "Christopher Nolan",
            cast: ["Christian Bale", "Heath Ledger", "Aaron Eckhart"]),
        .init(
            id: 414, title: "Batman Forever", releaseDate: "1995-06-16",
            overview: "A riddling inventor and a scarred former prosecutor join forces.", genreIDs: [28, 80, 14],
            popularity: 30.3, voteAverage: 5.4, voteCount: 5200, runtime: 121, director: "Joel Schumacher",
            cast: ["Val Kilmer", "Tommy Lee Jones", "Jim Carrey"]),
        .init(
            id: 415, title: "Batman & Robin", releaseDate: "1997-06-20",
            overview: "The duo face an icy scientist and a botanist with a poisonous touch.", genreIDs: [28, 80, 14],
            popularity: 28.8, voteAverage: 4.3, voteCount: 4600, runtime: 125, director: "Joel Schumacher",
            cast: ["George Clooney", "Chris O'Donnell", "Arnold Schwarzenegger"]),
        .init(
            id: 414906, title: "The Batman", releaseDate: "2022-03-01",
            overview: "In his second year, the detective follows a killer's riddles.", genreIDs: [80, 9648, 53],
            popularity: 110.7, voteAverage: 7.7, voteCount: 10000, runtime: 176, director: "Matt Reeves",
            cast: ["Robert Pattinson", "Zoë Kravitz", "Paul Dano"]),
        .init(
            id: 11, title: "Star Wars", releaseDate: "1977-05-25",
            overview: "A farm boy joins a rebellion against a galactic empire.", genreIDs: [12, 28, 878],
            popularity: 80.0, voteAverage: 8.2, voteCount: 20000, runtime: 121, director: "George Lucas",
            cast: ["Mark Hamill", "Harrison Ford", "Carrie Fisher"]),
        .init(
            id: 999001, title: "Amélie", releaseDate: "",
            overview: "", genreIDs: [35, 10749],
            popularity: 20.0, voteAverage: 0, voteCount: 0, runtime: 0, director: "",
            cast: []),
    ]

    static let genres: [(id: Int, name: String)] = [
        (12, "Adventure"), (14, "Fantasy"), (18, "Drama"), (28, "Action"), (35, "Comedy"), (53, "Thriller"),
        (80, "Crime"), (878, "Science Fiction"), (9648, "Mystery"), (10749, "Romance"),
    ]
}
