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
        try await resolve(using: details, byID: details.execute(id:), found: { try await details.execute(id: $0.id) })
    }

    /// The film's page (`member`'s view of it, with page `reviews` of its reviews): one read for an id,
    /// and a search before it for words.
    func page(
        using details: FetchMovieDetailsUseCase, pages: any FilmPageReading, member: User.ID?, reviews: PageNumber
    ) async throws -> FilmPage {
        let page = { (id: Movie.ID) in try await pages.page(of: id, for: member, reviews: reviews) }
        return try await resolve(using: details, byID: page, found: { try await page($0.id) })
    }

    /// What `byID` answers for the film named by id, or `found` for the film its words name (as the
    /// search lists it).
    private func resolve<Answer>(
        using details: FetchMovieDetailsUseCase, byID: (Movie.ID) async throws -> Answer,
        found: (Movie) async throws -> Answer
    ) async throws -> Answer {
        switch self {
        case .id(let id):
            guard !id.rawValue.isEmpty, id.rawValue.count <= 64 else {
                throw MovieNotFound(id: Movie.ID(String(id.rawValue.prefix(64))))
            }
            return try await byID(id)
        case .title(let text):
            return try await found(try await details.match(named: try MovieQuery(text)))
        case .idOrTitle(let text):
            let title = try MovieQuery(text)
            guard text.allSatisfy(\.isNumber) else {
                return try await found(try await details.bestMatch(for: title))
            }
            do {
                return try await byID(Movie.ID(text))
            } catch let notFound as MovieNotFound {
                let best: Movie
                do { best = try await details.bestMatch(for: title) } catch is NoMovieMatches { throw notFound }
                let words = best.title.split { !$0.isLetter && !$0.isNumber }
                guard words.contains(where: { $0 == text }) else { throw notFound }
                return try await found(best)
            }
        }
    }
}
