/// The catalog's folded titles (``SearchText`` words joined by spaces) in one buffer, to rank films by
/// how their title holds the query without a string per film.
struct FoldedTitles: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Where each film's title ends in `bytes`; it starts where the previous one ends.
    private(set) var ends: [UInt32] = []
    /// How many bytes of each title its leading article takes, with the space after it (0 for none).
    private(set) var articleLengths: [UInt8] = []

    init() {}

    var count: Int { ends.count }

    init(bytes: [UInt8], ends: [UInt32], articleLengths: [UInt8]) {
        (self.bytes, self.ends, self.articleLengths) = (bytes, ends, articleLengths)
    }

    /// Adds a title as its `words`, the first `articleWords` of them a leading article.
    mutating func append(_ words: [String], articleWords: Int) {
        let article = words.prefix(articleWords).reduce(0) { $0 + $1.utf8.count + 1 }
        articleLengths.append(UInt8(clamping: article))
        bytes.append(contentsOf: words.joined(separator: " ").utf8)
        ends.append(UInt32(bytes.count))
    }

    /// How well film `film`'s title holds `phrase`: the best match of the phrase, with and without a
    /// leading article, against the title, with and without its own.
    func match(of film: TitleIndex.Film, phrase: QueryPhrase) -> TitleMatch {
        withTitle(of: film) { title, body in
            var best = TitleMatch(phrase.text, in: title, lastWord: phrase.lastWord)
            func consider(_ text: [UInt8], in part: UnsafeBufferPointer<UInt8>) {
                if best != .title { best = min(best, TitleMatch(text, in: part, lastWord: phrase.lastWord)) }
            }
            if let body { consider(phrase.text, in: body) }
            if let shorter = phrase.textWithoutArticle {
                consider(shorter, in: title)
                if let body { consider(shorter, in: body) }
            }
            return best
        }
    }

    /// Whether film `film`'s title opens with `phrase` (either with or without an article): a match better
    /// than ``TitleMatch/phrase``, told by its first bytes alone.
    func opens(_ film: TitleIndex.Film, with phrase: QueryPhrase) -> Bool {
        withTitle(of: film) { title, body in
            func opens(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
                if TitleMatch.end(ofOpening: phrase.text, in: part) != nil { return true }
                guard let shorter = phrase.textWithoutArticle else { return false }
                return TitleMatch.end(ofOpening: shorter, in: part) != nil
            }
            return opens(title) || body.map(opens) == true
        }
    }

    /// `body` with the title of `film` and the same without its leading article (nil when it has none).
    func withTitle<Answer>(
        of film: TitleIndex.Film,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>?) -> Answer
    ) -> Answer {
        let range = ends.packedRange(of: Int(film))
        let article = Int(articleLengths[Int(film)])
        return bytes.withUnsafeBufferPointer { all in
            let title = UnsafeBufferPointer(rebasing: all[range])
            return body(
                title, article > 0 && article < title.count ? UnsafeBufferPointer(rebasing: title[article...]) : nil)
        }
    }
}
