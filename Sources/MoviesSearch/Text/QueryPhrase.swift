/// A query's words as bytes, the way ``FoldedTitles`` compares them with titles.
struct QueryPhrase {
    /// The words joined by spaces, the last one possibly cut short.
    let text: [UInt8]
    /// The same without a leading word that may be an article (`the matrix` as `matrix`).
    let textWithoutArticle: [UInt8]?
    let lastWord: [UInt8]

    init(words: [String]) {
        text = Array(words.joined(separator: " ").utf8)
        if words.count > 1, LeadingArticle.isArticle(words[0]) {
            textWithoutArticle = Array(words.dropFirst().joined(separator: " ").utf8)
        } else {
            textWithoutArticle = nil
        }
        lastWord = Array((words.last ?? "").utf8)
    }
}
