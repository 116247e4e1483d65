extension FetchMovieDetailsUseCase {
    /// The one film `words` name, for a write that must not guess: the only film of that title (as typed
    /// but for case and spaces, else read as an import reads titles: accents, punctuation and a leading
    /// article forgiven), or, when the
    /// words end in a year (`parasite 2019`, `heat (1995)`), the only film of the title before it of that
    /// year. Throws ``FilmNameNotOne`` with the candidates otherwise, ``NoMovieMatches`` when a search
    /// finds nothing at all.
    public func execute(named words: MovieQuery) async throws -> Movie {
        try await repository.movie(withID: try await match(named: words).id)
    }

    /// The film `words` name as the search lists it (``execute(named:)`` without reading its details).
    public func match(named words: MovieQuery) async throws -> Movie {
        let found = try await repository.searchMovies(words, page: .first).movies
        let whole = Self.titled(words.text, among: found)
        if whole.count == 1 { return whole[0] }
        guard whole.isEmpty else { throw FilmNameNotOne(words: words.text, reason: .several, candidates: whole) }
        if let (title, year) = Self.titleAndYear(words.text), let titleQuery = try? MovieQuery(title) {
            var films = try await repository.searchMovies(titleQuery, page: .first).movies
            let seen = Set(films.map(\.id))
            films += found.filter { !seen.contains($0.id) }
            let ofYear = Self.titled(title, among: films.filter { $0.releaseDate.year == year })
            let titled = Self.titled(title, among: films)
            if ofYear.count == 1 { return ofYear[0] }
            if ofYear.count > 1 { throw FilmNameNotOne(words: words.text, reason: .several, candidates: ofYear) }
            if !titled.isEmpty {
                throw FilmNameNotOne(
                    words: words.text, reason: .noneOfYear(title: title, year: year), candidates: titled)
            }
        }
        guard !found.isEmpty else { throw NoMovieMatches(query: words) }
        throw FilmNameNotOne(words: words.text, reason: .noSuchTitle, candidates: Array(found.prefix(5)))
    }

    /// The films titled `title` exactly (but for case and spaces), or when none is, loosely.
    static func titled(_ title: String, among films: [Movie]) -> [Movie] {
        let exact = films.filter { TitleKey.exact($0.title) == TitleKey.exact(title) }
        return exact.isEmpty ? films.filter { TitleKey.loose($0.title) == TitleKey.loose(title) } : exact
    }

    /// "parasite 2019" and "heat (1995)" as a title and a year; nil when the words do not end in a year
    /// after some title.
    static func titleAndYear(_ text: String) -> (title: String, year: Int)? {
        var words = text.split(whereSeparator: \.isWhitespace)
        guard words.count > 1, let last = words.popLast() else { return nil }
        let digits = last.hasPrefix("(") && last.hasSuffix(")") ? last.dropFirst().dropLast() : last
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let year = Int(digits), (1870...2199).contains(year)
        else { return nil }
        return (words.joined(separator: " "), year)
    }
}
