extension TermTable {
    /// A walk of the keys costs as many looks as there are starts near the word, however long the word;
    /// a long word is near only keys almost as long, and those are few. When they are at most this many,
    /// each is read on its own instead.
    static let longKeysRead = 600

    /// ``neighbours(of:within:completing:anyLetter:)`` read from the keys long enough to be near `word`
    /// (from `maximum` bytes shorter), when they are `atMost` or fewer; nil when they are more.
    func neighboursAmongLongKeys(
        of word: [UInt8], within maximum: Int, completing: Bool, anyLetter: Bool, atMost: Int
    ) -> [Neighbour]? {
        let shortest = word.count - maximum
        let candidates = completing ? lengths.rows(shortest...) : lengths.rows(shortest...(word.count + maximum))
        guard shortest > 0, candidates.count <= atMost else { return nil }
        var near = EditRows(target: word, maximum: maximum)
        var farther = EditRows(target: word, maximum: max(maximum - 1, 0))
        var found: [(row: Int, neighbour: Neighbour)] = []
        for candidate in candidates {
            let row = Int(candidate)
            let key = self.key(at: row)
            // A slip on the first letter counts two edits: such a key has one fewer to spare.
            let otherFirst = !anyLetter && key.first != word.first
            guard !otherFirst || maximum >= 2 else { continue }
            guard
                let (edits, completes) = otherFirst
                    ? farther.distance(to: key, completing: completing) : near.distance(to: key, completing: completing)
            else { continue }
            let neighbour = Neighbour(
                key: String(decoding: key, as: UTF8.self), edits: edits + (otherFirst ? 1 : 0), completes: completes,
                films: filmEnds.packedRange(of: row).count)
            found.append((row, neighbour))
        }
        return found.sorted { $0.row < $1.row }.map(\.neighbour)
    }
}

extension EditRows {
    /// How many edits `key` is from the word, whole or (`completing`) as a longer key whose start is the
    /// word with its slips; nil when further than `maximum` either way.
    mutating func distance(to key: ArraySlice<UInt8>, completing: Bool) -> (edits: Int, completes: Bool)? {
        keep(depth: 0)
        let length = target.count
        var completesAtStart = false
        var previous: UInt8?
        for byte in key {
            let best = push(byte, previous: previous)
            previous = byte
            if depth == length { completesAtStart = completing && distance(atDepth: length) <= maximum }
            // Too long to be near whole: its start is all that counts.
            if completesAtStart, depth > length + maximum { break }
            if best > maximum, !(completesAtStart && depth > length) { return nil }
        }
        if depth == key.count, abs(key.count - length) <= maximum, distance(atDepth: key.count) <= maximum {
            return (distance(atDepth: key.count), false)
        }
        return completesAtStart && key.count > length ? (distance(atDepth: length), true) : nil
    }
}
