import GRDB

/// The rows one import writes: the films, every word of their titles, and their short prefixes ranked
/// in advance.
struct CatalogIndexRows: Sendable {
    /// Prefixes up to this many characters are ranked at import time; longer ones are few enough to rank
    /// at query time.
    static let rankedPrefixLength = 3

    /// Joins list fields in a column; titles and names never contain it.
    static let listSeparator = "\u{1F}"

    let entries: [CatalogEntry]
    /// Position of each film when sorted by review count, most reviewed first.
    let popularityRank: [Int: Int]

    static func make(for entries: [CatalogEntry]) -> CatalogIndexRows {
        let ranked = entries.sorted {
            ($0.movie.reviews ?? 0, $1.movie.title, $1.movie.id) > ($1.movie.reviews ?? 0, $0.movie.title, $0.movie.id)
        }
        let rank = Dictionary(ranked.enumerated().map { ($1.movie.id, $0) }, uniquingKeysWith: min)
        return CatalogIndexRows(entries: entries, popularityRank: rank)
    }

    func replaceCatalog(in db: Database, progress: (CatalogImportProgress) -> Void) throws {
        try db.execute(sql: "DELETE FROM title_prefix; DELETE FROM title_term; DELETE FROM movie;")
        let insertMovie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, title, search_title, released, genres, directors, countries, runtime,
                    language, rating, reviews, popularity_rank, record)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        let insertTerm = try db.makeStatement(sql: "INSERT INTO title_term (term, movie_id) VALUES (?, ?)")
        let insertPrefix = try db.makeStatement(
            sql: "INSERT INTO title_prefix (prefix, tier, popularity_rank, movie_id) VALUES (?, ?, ?, ?)"
        )
        let step = max(1, entries.count / 100)
        for (index, entry) in entries.enumerated() {
            let movie = entry.movie
            let rank = popularityRank[movie.id] ?? entries.count
            let words = SearchText.words(movie.title)
            try insertMovie.execute(arguments: [
                movie.id, movie.title, words.joined(separator: " "), movie.released,
                joined(movie.genres), joined(movie.directors), joined(movie.countries), movie.runtime,
                movie.languages?.first, movie.rating, movie.reviews ?? 0, rank, entry.json,
            ])
            for term in SearchText.indexTerms(movie.title, words: words) {
                try insertTerm.execute(arguments: [term, movie.id])
            }
            for (prefix, tier) in Self.rankedPrefixes(of: words) {
                try insertPrefix.execute(arguments: [prefix, tier, rank, movie.id])
            }
            if index % step == 0 || index == entries.count - 1 {
                progress(CatalogImportProgress(imported: index + 1, total: entries.count))
            }
        }
    }

    /// Each short prefix of each word with its best tier: 0 when the title is that one word, 1 when the
    /// word opens the title, 2 elsewhere (the tiers ``TitleSearch`` computes for a one-word query).
    static func rankedPrefixes(of words: [String]) -> [String: Int] {
        var tiers: [String: Int] = [:]
        for (position, word) in words.enumerated() {
            let tier = position > 0 ? 2 : (words.count == 1 ? 0 : 1)
            let scalars = Array(word.unicodeScalars)
            for length in 1...min(rankedPrefixLength, scalars.count) {
                let prefix = String(String.UnicodeScalarView(scalars[0..<length]))
                tiers[prefix] = min(tiers[prefix] ?? tier, tier)
            }
        }
        return tiers
    }

    private func joined(_ list: [String]?) -> String {
        (list ?? []).joined(separator: Self.listSeparator)
    }
}
