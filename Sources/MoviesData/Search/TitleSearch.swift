import GRDB

/// Finds titles for what a user typed: every word must match, the last one as a prefix (search as you
/// type). Results are ranked by tier, then by popularity:
/// 0. the title is the query (the last word completed);
/// 1. the title starts with the query;
/// 2. the query appears as a phrase inside the title;
/// 3. the words appear anywhere.
/// User text only ever reaches SQLite as bound values of plain words, so no character is syntax.
struct TitleSearch {
    let words: [String]

    init(_ text: String) {
        words = SearchText.words(text)
    }

    /// The ids of one page of results, best first, and how many results there are in all.
    func run(_ db: Database, limit: Int, offset: Int) throws -> (ids: [Int], total: Int) {
        guard let last = words.last else { return ([], 0) }
        if words.count == 1, last.unicodeScalars.count <= CatalogIndexRows.rankedPrefixLength {
            let ids = try Int.fetchAll(
                db,
                sql: """
                    SELECT movie_id FROM title_prefix WHERE prefix = ?
                    ORDER BY tier, popularity_rank LIMIT ? OFFSET ?
                    """,
                arguments: [last, limit, offset]
            )
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM title_prefix WHERE prefix = ?", arguments: [last]) ?? 0
            return (ids, total)
        }
        let (candidates, arguments) = candidatesQuery()
        let phrase = words.joined(separator: " ")
        var pageArguments = arguments
        pageArguments += ["phrase": phrase, "length": phrase.unicodeScalars.count, "limit": limit, "offset": offset]
        let ids = try Int.fetchAll(
            db,
            sql: """
                WITH candidate(movie_id) AS (\(candidates))
                SELECT m.id FROM candidate JOIN movie m ON m.id = candidate.movie_id
                ORDER BY
                    CASE
                        WHEN substr(m.search_title, 1, :length) = :phrase
                            AND instr(substr(m.search_title, :length + 1), ' ') = 0 THEN 0
                        WHEN substr(m.search_title, 1, :length) = :phrase THEN 1
                        WHEN instr(' ' || m.search_title, ' ' || :phrase) > 0 THEN 2
                        ELSE 3
                    END,
                    m.popularity_rank
                LIMIT :limit OFFSET :offset
                """,
            arguments: pageArguments
        )
        let total =
            try Int.fetchOne(
                db, sql: "WITH candidate(movie_id) AS (\(candidates)) SELECT count(*) FROM candidate",
                arguments: arguments) ?? 0
        return (ids, total)
    }

    /// The ids of films whose titles hold every word: an intersection of one lookup a word.
    private func candidatesQuery() -> (sql: String, arguments: StatementArguments) {
        var selects: [String] = []
        var arguments: StatementArguments = [:]
        for (index, word) in Set(words.dropLast()).sorted().enumerated() {
            selects.append("SELECT movie_id FROM title_term WHERE term = :word\(index)")
            arguments += ["word\(index)": word]
        }
        let last = words[words.count - 1]
        if last.unicodeScalars.count <= CatalogIndexRows.rankedPrefixLength {
            selects.append("SELECT movie_id FROM title_prefix WHERE prefix = :prefix")
        } else {
            // Every term that starts with the prefix sorts between it and it followed by the last code point.
            selects.append("SELECT DISTINCT movie_id FROM title_term WHERE term >= :prefix AND term < :prefixEnd")
            arguments += ["prefixEnd": last + "\u{10FFFF}"]
        }
        arguments += ["prefix": last]
        return (selects.joined(separator: " INTERSECT "), arguments)
    }
}
