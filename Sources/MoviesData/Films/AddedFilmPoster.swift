public import MoviesDomain

/// The posters of films members added: none has artwork, so each path names a poster drawn for it.
enum AddedFilmPoster {
    static let prefix = "added-"
    static let suffix = ".svg"

    static func path(for id: Movie.ID) -> String {
        "\(prefix)\(id.rawValue)\(suffix)"
    }

    /// The film id in a path made by ``path(for:)``; nil for any other text.
    static func movieID(inPath path: String) -> Movie.ID? {
        guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return nil }
        let digits = path.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Movie.ID(String(digits))
    }
}

extension AddedFilm {
    /// The film as screens list it, with its drawn poster.
    public var listing: Movie {
        var movie = movie
        movie.posterPath = AddedFilmPoster.path(for: id)
        return movie
    }
}
