import Foundation

/// A film as another site's address names it, as a phone's share sheet or a person pastes it: an IMDb
/// title (`imdb.com/title/tt0113277/`), a TMDB film (`themoviedb.org/movie/949-heat`), a Letterboxd film
/// (`letterboxd.com/film/heat-1995/`), or a film page of a Movies site (`/movies/catalog:17738`). Read from
/// the address alone: nothing is fetched from those sites.
public enum FilmLink: Sendable, Equatable {
    case imdb(String)
    /// TMDB's number, and the title its address carries after it (`949-heat`: "heat").
    case tmdb(Int, title: String?)
    /// The title and year a Letterboxd address spells (`heat-1995`, `the-godfather`).
    case letterboxd(title: String, year: Int?)
    /// A film page of a Movies site: the id as the page names it.
    case site(String)

    /// The link in `text`: the first address in it that names a film (a shared text is often a title and
    /// an address), or nil.
    public init?(in text: String) {
        for word in text.split(whereSeparator: \.isWhitespace).prefix(Self.wordsRead) {
            if let link = Self(address: String(word)) {
                self = link
                return
            }
        }
        return nil
    }

    /// Words of a shared text read for an address: a shared page's whole text is not.
    static let wordsRead = 64

    private init?(address: String) {
        guard address.count <= 2_048 else { return nil }
        let written = address.contains("://") ? address : "https://\(address)"
        guard let url = URL(string: written), let host = url.host()?.lowercased(),
            ["http", "https"].contains(url.scheme)
        else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        let site = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        switch site {
        case "imdb.com", "m.imdb.com":
            guard let at = parts.firstIndex(of: "title"), at + 1 < parts.count,
                let id = FilmIdentifiers.imdb(parts[at + 1])
            else { return nil }
            self = .imdb(id)
        case "themoviedb.org":
            guard let at = parts.firstIndex(of: "movie"), at + 1 < parts.count else { return nil }
            let slug = parts[at + 1]
            let digits = slug.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), number > 0, digits.count <= 9 else { return nil }
            let words = slug.dropFirst(digits.count).split(separator: "-").joined(separator: " ")
            self = .tmdb(number, title: words.isEmpty ? nil : words)
        case "letterboxd.com":
            // `/film/heat-1995/`, or a member's page of it: `/ana/film/heat-1995/`.
            guard let at = parts.firstIndex(of: "film"), at + 1 < parts.count else { return nil }
            var words = parts[at + 1].split(separator: "-").map(String.init)
            guard !words.isEmpty else { return nil }
            var year: Int?
            if words.count > 1, let last = Int(words[words.count - 1]), (1870...2100).contains(last),
                words[words.count - 1].count == 4
            {
                year = last
                words.removeLast()
            }
            self = .letterboxd(title: words.joined(separator: " "), year: year)
        default:
            guard let at = parts.firstIndex(of: "movies"), at + 1 < parts.count,
                (try? FilmReference(parts[at + 1])) != nil
            else { return nil }
            self = .site(parts[at + 1])
        }
    }

    /// The film as the import's matcher reads a row's, likeliest reading first: its ids, or the title and
    /// year the address spells. A Letterboxd address ending in a year may be a title ending in a number
    /// (`death-race-2000`): the whole of it is the second reading.
    public var hints: [FilmHint] {
        switch self {
        case .imdb(let id): [FilmHint(title: "", year: nil, imdbID: id)]
        case .tmdb(let id, let title): [FilmHint(title: title ?? "", year: nil, tmdbID: id)]
        case .letterboxd(let title, let year?):
            [FilmHint(title: title, year: year), FilmHint(title: "\(title) \(year)", year: nil)]
        case .letterboxd(let title, nil): [FilmHint(title: title, year: nil)]
        case .site(let id): [FilmHint(title: "", year: nil, reference: try? FilmReference(id))]
        }
    }
}
