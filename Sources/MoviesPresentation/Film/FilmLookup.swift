public import MoviesDomain

/// How a film screen names its film: by id (a link), or by what a person typed, an id or words of its
/// title (`movies show godfather`).
public enum FilmLookup: Sendable {
    case id(Movie.ID)
    /// Digits are looked up as an id first; words, or an id no film has (`300` is a title too), open the
    /// film a search for them ranks first.
    case idOrTitle(String)

    func movie(using details: FetchMovieDetailsUseCase) async throws -> Movie {
        switch self {
        case .id(let id):
            guard !id.rawValue.isEmpty, id.rawValue.count <= 64 else {
                throw MovieNotFound(id: Movie.ID(String(id.rawValue.prefix(64))))
            }
            return try await details.execute(id: id)
        case .idOrTitle(let text):
            let title = try MovieQuery(text)
            guard text.allSatisfy(\.isNumber) else { return try await details.execute(bestMatchFor: title) }
            do {
                return try await details.execute(id: Movie.ID(text))
            } catch let notFound as MovieNotFound {
                do { return try await details.execute(bestMatchFor: title) } catch is NoMovieMatches { throw notFound }
            }
        }
    }
}
