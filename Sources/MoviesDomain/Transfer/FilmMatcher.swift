/// Finds the film a row of another site's file means: by an id where the row has one, else by title and
/// year through the search engine: the exact title and year first, then the title read forgivingly, then a
/// year apart. It never guesses: a row that several films fit as well, or that only a loose reading fits,
/// is left for the member to choose.
public struct FilmMatcher: Sendable {
    private let movies: any MoviesRepository
    private let identifiers: any FilmIdentifiersRepository
    private let source: FilmReference.Source

    public init(
        movies: any MoviesRepository, identifiers: any FilmIdentifiersRepository, source: FilmReference.Source
    ) {
        self.movies = movies
        self.identifiers = identifiers
        self.source = source
    }

    /// Each film named, matched; IMDb ids, then TMDB's, are looked up all at once.
    public func match(_ hints: Set<FilmHint>) async throws -> [FilmHint: FilmMatch] {
        let imdbIDs = hints.compactMap(\.imdbID)
        let byIMDb = imdbIDs.isEmpty ? [:] : try await identifiers.films(withIMDbIDs: imdbIDs)
        // TMDB's number is the film's own id where TMDB is the source; elsewhere it names a film a member added.
        let tmdbIDs =
            source == .tmdb ? [] : hints.compactMap { $0.imdbID.flatMap { byIMDb[$0] } == nil ? $0.tmdbID : nil }
        let byTMDB = tmdbIDs.isEmpty ? [:] : try await identifiers.films(withTMDBIDs: tmdbIDs)
        var matches: [FilmHint: FilmMatch] = [:]
        for hint in hints {
            try Task.checkCancellation()
            if let reference = hint.reference, reference.source == source {
                matches[hint] = .found(reference, .id)
            } else if let imdb = hint.imdbID, let id = byIMDb[imdb] {
                matches[hint] = .found(FilmReference(source: source, movieID: id), .id)
            } else if let tmdb = hint.tmdbID, let id = source == .tmdb ? Movie.ID(String(tmdb)) : byTMDB[tmdb] {
                matches[hint] = .found(FilmReference(source: source, movieID: id), .id)
            } else {
                matches[hint] = try await byTitle(hint)
            }
        }
        return matches
    }

    /// The first page the search engine finds for the title, and for the title with its year when that page
    /// has no film of both (a common title's film of that year may rank past it).
    func byTitle(_ hint: FilmHint) async throws -> FilmMatch {
        guard let query = try? MovieQuery(hint.title) else { return .notFound }
        var films = try await movies.searchMovies(query, page: .first).movies
        let loose = TitleKey.loose(hint.title)
        if let year = hint.year,
            !films.contains(where: { TitleKey.loose($0.title) == loose && $0.releaseDate.year == year }),
            let dated = try? MovieQuery("\(hint.title) \(year)")
        {
            films += try await more(dated, besides: films)
        }
        // A site's long title ("Dr. Strangelove or: How I Learned…") is a film here by its part before the
        // subtitle: a search for all its words finds nothing.
        if let main = TitleKey.mainText(hint.title), !films.contains(where: { TitleKey.loose($0.title) == loose }),
            let query = try? MovieQuery(main)
        {
            films += try await more(query, besides: films)
        }
        // A slip in a short word can hide the film from the whole title: its long words alone find it.
        let words: [Substring] = loose.split(separator: " ")
        let long = words.filter { $0.count >= 4 }.joined(separator: " ")
        if let year = hint.year, !films.contains(where: { $0.releaseDate.year.map { abs($0 - year) <= 1 } == true }),
            long != loose, let query = try? MovieQuery(long)
        {
            films += try await more(query, besides: films)
        }
        return pick(hint, among: films)
    }

    /// The films a search for `words` finds first, as a member searching for a row's film sees them.
    public func candidates(for words: MovieQuery, limit: Int = 8) async throws -> [FilmMatch.Candidate] {
        candidates(try await movies.searchMovies(words, page: .first).movies.prefix(limit))
    }

    private func more(_ query: MovieQuery, besides films: [Movie]) async throws -> [Movie] {
        let seen = Set(films.map(\.id))
        return try await movies.searchMovies(query, page: .first).movies.filter { !seen.contains($0.id) }
    }

    /// The one film of `films` that fits `hint` at the strongest step that any fits, if one alone does.
    func pick(_ hint: FilmHint, among films: [Movie]) -> FilmMatch {
        let exact = TitleKey.exact(hint.title)
        let loose = TitleKey.loose(hint.title)
        let slips = loose.count >= 9 ? 2 : loose.count >= 5 ? 1 : 0
        let plain = TitleKey.loose(hint.title, numbers: false)
        let main = TitleKey.main(hint.title)
        let keyed = films.map { (film: $0, loose: TitleKey.loose($0.title), year: $0.releaseDate.year) }
        func slipped(_ film: Movie, _ key: String) -> Bool {
            TitleKey.distance(key, loose, limit: slips) <= slips
                || TitleKey.distance(TitleKey.loose(film.title, numbers: false), plain, limit: slips) <= slips
        }
        guard let wanted = hint.year else {
            // With no year, a title is a film only when one film alone has it, exactly as written.
            let same = keyed.filter { $0.loose == loose }.map(\.film)
            if same.count == 1, let film = same.first, TitleKey.exact(film.title) == exact {
                return .found(FilmReference(source: source, movieID: film.id), .title)
            }
            return same.isEmpty
                ? (films.isEmpty ? .notFound : .choose(candidates(films.prefix(5)))) : .choose(candidates(same))
        }
        let steps: [(FilmMatch.Reason, (Movie, String, Int?) -> Bool)] = [
            (.title, { film, _, year in year == wanted && TitleKey.exact(film.title) == exact }),
            (.forgiving, { _, key, year in year == wanted && key == loose }),
            (.forgiving, { film, _, year in year == wanted && TitleKey.main(film.title) == loose }),
            (.forgiving, { _, key, year in year == wanted && main != nil && key == main }),
            (.forgiving, { film, key, year in year == wanted && slipped(film, key) }),
            (.forgiving, { _, key, year in year == wanted && TitleKey.isPart(loose, of: key) }),
            (.nearYear, { _, key, year in year.map { abs($0 - wanted) == 1 } == true && key == loose }),
        ]
        for (reason, fits) in steps {
            let fitting = keyed.filter { fits($0.film, $0.loose, $0.year) }.map(\.film)
            if fitting.count == 1, let film = fitting.first {
                return .found(FilmReference(source: source, movieID: film.id), reason)
            }
            if fitting.count > 1 { return .choose(candidates(fitting)) }
        }
        let near = keyed.filter { candidate in
            candidate.year == wanted || candidate.loose == loose
                || TitleKey.distance(candidate.loose, loose, limit: 2) <= 2
        }
        return near.isEmpty ? .notFound : .choose(candidates(near.prefix(5).map(\.film)))
    }

    private func candidates(_ films: some Sequence<Movie>) -> [FilmMatch.Candidate] {
        films.map { film in
            FilmMatch.Candidate(
                reference: FilmReference(source: source, movieID: film.id), title: film.title,
                year: film.releaseDate.year)
        }
    }
}
