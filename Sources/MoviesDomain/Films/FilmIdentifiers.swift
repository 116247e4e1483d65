/// A film's ids on other sites, each checked for its site's form: IMDb `tt` and 7 to 10 digits, TMDB a
/// number, Letterboxd the film's address part (`/film/parasite-2019/` or `parasite-2019`).
public struct FilmIdentifiers: Sendable, Hashable {
    public let imdb: String?
    public let tmdb: Int?
    public let letterboxd: String?

    public init(imdb: String? = nil, tmdb: Int? = nil, letterboxd: String? = nil) throws(AddedFilmError) {
        let imdb = imdb?.split(whereSeparator: \.isWhitespace).joined().lowercased()
        if let imdb, !Self.isIMDb(imdb) { throw .identifier(site: "IMDb", imdb) }
        if let tmdb, tmdb <= 0 { throw .identifier(site: "TMDB", String(tmdb)) }
        let slug = letterboxd.flatMap(Self.letterboxdSlug)
        if let letterboxd, slug == nil { throw .identifier(site: "Letterboxd", letterboxd) }
        self.imdb = imdb
        self.tmdb = tmdb
        self.letterboxd = slug
    }

    public init() {
        imdb = nil
        tmdb = nil
        letterboxd = nil
    }

    /// `text` as an IMDb id (`tt0113277`, whatever its case), or nil for what is not one.
    public static func imdb(_ text: String) -> String? {
        let id = text.split(whereSeparator: \.isWhitespace).joined().lowercased()
        return isIMDb(id) ? id : nil
    }

    private static func isIMDb(_ text: String) -> Bool {
        text.hasPrefix("tt") && (7...10).contains(text.count - 2) && text.dropFirst(2).allSatisfy(\.isASCIIDigit)
    }

    /// `parasite-2019` from the slug or any address that ends `/film/parasite-2019/`.
    private static func letterboxdSlug(_ text: String) -> String? {
        let parts = text.lowercased().split(separator: "/").map(String.init)
        let slug =
            parts.firstIndex(of: "film").flatMap { parts.indices.contains($0 + 1) ? parts[$0 + 1] : nil }
            ?? (parts.count == 1 ? parts[0] : nil)
        guard let slug, !slug.isEmpty, slug.count <= 200,
            slug.allSatisfy({ $0.isASCIIDigit || ("a"..."z").contains($0) || $0 == "-" })
        else { return nil }
        return slug
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
