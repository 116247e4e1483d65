import MoviesDomain

/// A film a member added, as `movies.json` carries it: its id in the export, and every fact it was added
/// with, so that another Movies can add it in turn.
struct AddedFilmDTO: Codable {
    let id: String
    let title: String
    let year: Int
    let originalTitle: String?
    let directors: [String]
    let cast: [String]
    let runtime: Int?
    /// As `movies discover` names them: `drama`, `science-fiction`.
    let genres: [String]
    let country: String?
    let originalLanguage: String?
    let imdbID: String?
    let tmdbID: Int?
    let letterboxd: String?

    init(_ film: AddedFilm, source: FilmReference.Source) {
        let facts = film.facts
        id = FilmReference(source: source, movieID: film.id).description
        (title, year, originalTitle) = (facts.title, facts.year, facts.originalTitle)
        (directors, cast, runtime) = (facts.directors, facts.cast, facts.runtime)
        genres = facts.genres.map(\.rawValue)
        (country, originalLanguage) = (facts.country, facts.language)
        (imdbID, tmdbID, letterboxd) = (facts.identifiers.imdb, facts.identifiers.tmdb, facts.identifiers.letterboxd)
    }

    /// The facts again, checked as a film added here is; nil when they are not a film's (a hand-edited file).
    func facts(thisYear: Int) -> FilmFacts? {
        try? FilmFacts(
            title: title, year: year, thisYear: thisYear, originalTitle: originalTitle, directors: directors,
            cast: cast, runtime: runtime, genres: try Genre.parse(genres), country: country,
            language: originalLanguage,
            identifiers: try FilmIdentifiers(imdb: imdbID, tmdb: tmdbID, letterboxd: letterboxd))
    }
}
