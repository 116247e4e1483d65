/// Films's part of the JSON API: its operations (`Operation+Films.swift`) and documents (`Schema+Films.swift`).
enum FilmsAPI: FeatureAPI {
    static let operations: [Operation] = [.movie, .similarMovies, .addFilm, .correctFilm]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Rating": .rating, "Movie": .movie, "SimilarMovies": .similarMovies, "FilmPoster": .filmPoster,
        "FilmID": .filmID, "NewFilm": .newFilm,
    ]
}
