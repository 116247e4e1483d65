extension TermTable {
    /// A key near a word typed: how many edits away, and how many films it has.
    struct Neighbour {
        let key: String
        let edits: Int
        /// The word is within `edits` of the key's start only (a word typed so far, with a slip).
        let completes: Bool
        let films: Int
    }

    /// Every key within `maximum` edits of `word` (`word` itself included, where it is a key), in key
    /// order; with `completing`, also every longer key whose start is within them.
    func neighbours(of word: String, within maximum: Int, completing: Bool = false) -> [Neighbour] {
        let target = Array(word.utf8)
        var found: [Neighbour] = []
        for row in keyEnds.indices {
            let key = keyBytes[keyEnds.packedRange(of: row)]
            var edits: Int?
            var completes = false
            if abs(key.count - target.count) <= maximum {
                edits = EditDistance.between(Array(key), target, atMost: maximum)
            }
            if completing, edits == nil, key.count > target.count {
                edits = EditDistance.between(Array(key.prefix(target.count)), target, atMost: maximum)
                completes = true
            }
            guard let edits else { continue }
            found.append(
                Neighbour(
                    key: String(decoding: key, as: UTF8.self), edits: edits, completes: completes,
                    films: filmEnds.packedRange(of: row).count))
        }
        return found
    }
}
