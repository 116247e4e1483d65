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
                db.cachedStatement(
                    sql: """
                        SELECT movie_id FROM title_prefix WHERE prefix = ?
                        ORDER BY tier, popularity_rank LIMIT ? OFFSET ?
                        """),
                arguments: [last, limit, offset]
            )
            let total =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM title_prefix WHERE prefix = ?"), arguments: [last])
                ?? 0
            return (ids, total)
        }
        return try rankedCandidates(db, limit: limit, offset: offset)
    }

    /// Every other query: the films that hold every word, found from the rarest word (so `pudsey t`
    /// reads the one film with "pudsey" and checks it has a word starting with `t`, instead of reading
    /// the thousands of `t` films), ranked in one pass that also counts them.
    private func rankedCandidates(_ db: Database, limit: Int, offset: Int) throws -> (ids: [Int], total: Int) {
        let sets = Set(words.dropLast()).sorted().map(WordSet.word) + [WordSet.lastWord(words[words.count - 1])]
        let counts = try sets.map { try $0.count(db) }
        guard let smallest = counts.indices.min(by: { counts[$0] < counts[$1] }), counts[smallest] > 0 else {
            return ([], 0)
        }
        let others = sets.indices.filter { $0 != smallest }.map { sets[$0].contains("d.movie_id", name: "o\($0)") }
        let phrase = words.joined(separator: " ")
        var arguments: StatementArguments = ["phrase": phrase, "length": phrase.unicodeScalars.count]
        for index in sets.indices where index != smallest { arguments += sets[index].arguments(name: "o\(index)") }
        arguments += sets[smallest].arguments(name: "d")
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT m.id,
                        CASE
                            WHEN substr(m.search_title, 1, :length) = :phrase
                                AND instr(substr(m.search_title, :length + 1), ' ') = 0 THEN 0
                            WHEN substr(m.search_title, 1, :length) = :phrase THEN 1
                            WHEN instr(' ' || m.search_title, ' ' || :phrase) > 0 THEN 2
                            ELSE 3
                        END AS tier,
                        m.popularity_rank
                    FROM (\(sets[smallest].members(name: "d"))) AS d JOIN movie m ON m.id = d.movie_id
                    \(others.isEmpty ? "" : "WHERE " + others.joined(separator: " AND "))
                    """),
            arguments: arguments
        )
        let ranked = rows.map { (id: $0[0] as Int, tier: $0[1] as Int, rank: $0[2] as Int) }
            .sorted { ($0.tier, $0.rank) < ($1.tier, $1.rank) }
        return (ranked.dropFirst(offset).prefix(limit).map(\.id), ranked.count)
    }
}

/// The films holding one word of a query: a whole word, or the last word as a prefix.
private enum WordSet {
    case word(String)
    case lastWord(String)

    /// Short prefixes have their own ranked table; longer ones are a range of whole words.
    private var isShortPrefix: Bool {
        if case .lastWord(let prefix) = self {
            return prefix.unicodeScalars.count <= CatalogIndexRows.rankedPrefixLength
        }
        return false
    }

    func count(_ db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT count(*) FROM (\(members(name: "c")))")
        return try Int.fetchOne(statement, arguments: arguments(name: "c")) ?? 0
    }

    /// A query of its films' ids, as `movie_id`.
    func members(name: String) -> String {
        switch self {
        case .word: "SELECT movie_id FROM title_term WHERE term = :\(name)"
        case .lastWord where isShortPrefix: "SELECT movie_id FROM title_prefix WHERE prefix = :\(name)"
        case .lastWord: "SELECT DISTINCT movie_id FROM title_term WHERE term >= :\(name) AND term < :\(name)End"
        }
    }

    /// A condition that the film `movieID` is one of them, answered from an index.
    func contains(_ movieID: String, name: String) -> String {
        switch self {
        case .word:
            "EXISTS (SELECT 1 FROM title_term WHERE term = :\(name) AND movie_id = \(movieID))"
        case .lastWord where isShortPrefix:
            "EXISTS (SELECT 1 FROM title_prefix WHERE prefix = :\(name) AND movie_id = \(movieID))"
        case .lastWord:
            // Every term that starts with the prefix sorts between it and it followed by the last code point.
            "EXISTS (SELECT 1 FROM title_term WHERE term >= :\(name) AND term < :\(name)End AND movie_id = \(movieID))"
        }
    }

    func arguments(name: String) -> StatementArguments {
        switch self {
        case .word(let word): [name: word]
        case .lastWord(let prefix) where isShortPrefix: [name: prefix]
        case .lastWord(let prefix): [name: prefix, "\(name)End": prefix + "\u{10FFFF}"]
        }
    }
}
