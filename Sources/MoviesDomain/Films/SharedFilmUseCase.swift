/// What a text shared from another app names (a phone's share sheet, `movies log <link>`): the film its
/// link is, by the import's own matching (ids first, then the title and year the address spells, never a
/// guess); films to choose from where several fit; or words to search for where it has no link.
public struct SharedFilmUseCase: SharedFilmFinding {
    public enum Answer: Sendable, Equatable {
        case film(FilmReference)
        /// Several films fit the link's title, or it fits only loosely: the member picks.
        case choose([FilmMatch.Candidate])
        /// No link: words to search for.
        case words(String)
    }

    let matcher: FilmMatcher
    let films: FilmSource

    public init(matcher: FilmMatcher, films: FilmSource) {
        self.matcher = matcher
        self.films = films
    }

    /// The film `text` names. A link to no film here is ``SharedFilmError/notHere``; words are searched for.
    public func film(sharedAs text: String) async throws -> Answer {
        guard let link = FilmLink(in: text) else {
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard (try? MovieQuery(words)) != nil else { throw SharedFilmError.nothing }
            return .words(words)
        }
        let hints = link.hints
        let matches = try await matcher.match(Set(hints))
        // The first reading that finds the film; else the first with films to choose from.
        for hint in hints {
            guard case .found(let reference, _) = matches[hint] else { continue }
            // A film of this site's own link is one only if the source has it.
            guard (try? await films.movie(reference)) != nil else { throw SharedFilmError.notHere(link) }
            return .film(reference)
        }
        for hint in hints {
            if case .choose(let candidates) = matches[hint] { return .choose(candidates) }
        }
        throw SharedFilmError.notHere(link)
    }
}

/// Why a shared text names no film.
public enum SharedFilmError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a link nor words to search for.
    case nothing
    /// The link names a film this site does not have.
    case notHere(FilmLink)

    public var description: String {
        switch self {
        case .nothing: "share a film's address, or words of its title"
        case .notHere(.imdb(let id)): "no film here has the IMDb id \(id)"
        case .notHere(.tmdb(let id, _)): "no film here is TMDB's film \(id)"
        case .notHere(.letterboxd(let title, let year)):
            "no film here is \(year.map { "\(title) (\($0))" } ?? title), as the Letterboxd address spells it"
        case .notHere(.site(let id)): "no film here has the id \(id)"
        }
    }
}
