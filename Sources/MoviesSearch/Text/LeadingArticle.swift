/// Articles a title may open with (`The Matrix`, `La Dolce Vita`, `L'Avventura`), which must not keep it
/// from matching a query that leaves them out. English articles count for every title (the catalog's
/// titles are mostly English); another language's only for a film in that language, so the German `die`
/// is an article in `Die Blechtrommel` and not in `Die Hard`.
enum LeadingArticle {
    /// How many of `words` (a title's) open it as an article: 1 or 0. A title that is only an article
    /// keeps it.
    static func count(in words: [String], language: String?) -> Int {
        guard words.count > 1, let first = words.first else { return 0 }
        if english.contains(first) { return 1 }
        guard let language, let articles = byLanguage[language] else { return 0 }
        return articles.contains(first) ? 1 : 0
    }

    /// Whether a query's word `word` may be an article of any language: a query says nothing of its
    /// language, so ranking tries it with and without.
    static func isArticle(_ word: String) -> Bool {
        english.contains(word) || byLanguage.values.contains { $0.contains(word) }
    }

    private static let english: Set<String> = ["the", "a", "an"]

    /// Keyed by the catalog's language names; words as ``SearchText`` folds them (`l'` is `l`).
    private static let byLanguage: [String: Set<String>] = [
        "French": ["le", "la", "les", "l", "un", "une"],
        "Spanish": ["el", "la", "los", "las", "un", "una"],
        "Italian": ["il", "lo", "la", "i", "gli", "le", "l", "un", "una", "uno"],
        "German": ["der", "die", "das", "ein", "eine"],
        "Portuguese": ["o", "a", "os", "as", "um", "uma"],
        "Dutch": ["de", "het", "een"],
        "Swedish": ["en", "ett", "den", "det"],
        "Danish": ["en", "et", "den", "det"],
        "Norwegian": ["en", "ei", "et", "den", "det"],
    ]
}
