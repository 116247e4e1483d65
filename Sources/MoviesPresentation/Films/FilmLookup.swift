public import MoviesDomain

/// How a film screen names its film: by id (a link), or by what a person typed, an id or words of its
/// title (`movies show godfather`).
public enum FilmLookup: Sendable {
    case id(Movie.ID)
    /// Digits are looked up as an id first; words open the film a search for them ranks first, and so
    /// does an id no film has when that film's title has the number as a word (`300` is a title too;
    /// `0` is not the start of `009 Re:Cyborg`).
    case idOrTitle(String)
    /// Words that must name one film, for a write: the only film of that title, or of that title and the
    /// year the words end in. Anything else fails with the candidates (``FilmState/candidates``).
    case title(String)

    func movie(using details: FetchMovieDetailsUseCase) async throws -> Movie {
        switch self {
        case .id(let id):
            guard !id.rawValue.isEmpty, id.rawValue.count <= 64 else {
                throw MovieNotFound(id: Movie.ID(String(id.rawValue.prefix(64))))
            }
            return try await details.execute(id: id)
        case .title(let text):
            return try await details.execute(named: try MovieQuery(text))
        case .idOrTitle(let text):
            let title = try MovieQuery(text)
            guard text.allSatisfy(\.isNumber) else { return try await details.execute(bestMatchFor: title) }
            do {
                return try await details.execute(id: Movie.ID(text))
            } catch let notFound as MovieNotFound {
                let best: Movie
                do { best = try await details.execute(bestMatchFor: title) } catch is NoMovieMatches { throw notFound }
                let words = best.title.split { !$0.isLetter && !$0.isNumber }
                guard words.contains(where: { $0 == text }) else { throw notFound }
                return best
            }
        }
    }
}
