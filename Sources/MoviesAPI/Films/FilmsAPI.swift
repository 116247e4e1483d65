/// The JSON API of Films: its operations (`APIOperation+Films.swift`) and documents (`Schema+Films.swift`).
enum FilmsAPI: FeatureAPI {
    static let operations: [APIOperation] = [.movie, .filmPage, .sharedFilm, .similarMovies, .addFilm, .correctFilm]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Rating": .rating, "Movie": .movie, "SimilarMovies": .similarMovies, "FilmPoster": .filmPoster,
        "FilmID": .filmID, "NewFilm": .newFilm, "FilmPage": .filmPage,
        "SharedFilm": .sharedFilm,
    ]
}
