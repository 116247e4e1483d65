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
    /// order; with `completing`, also every longer key whose start is within them. A slip on the first
    /// letter counts as two edits, as Meilisearch counts it: people seldom miss the first letter, and a
    /// key that starts otherwise is near only with room for that. `anyLetter`: the first letter counts as
    /// any other (a short word's one slip: `new` for knew). `longKeysRead`: see ``longKeysRead``.
    func neighbours(
        of word: String, within maximum: Int, completing: Bool = false, anyLetter: Bool = false,
        longKeysRead: Int = longKeysRead
    ) -> [Neighbour] {
        if let found = neighboursAmongLongKeys(
            of: Array(word.utf8), within: maximum, completing: completing, anyLetter: anyLetter,
            atMost: longKeysRead)
        {
            return found
        }
        guard let first = word.utf8.first, !anyLetter else {
            return neighbours(of: word, within: maximum, completing: completing, in: 0..<keyEnds.count)
        }
        let start = firstRow(from: 0) { $0.first.map { $0 < first } ?? true }
        let end = firstRow(from: start) { $0.first == first }
        let same = neighbours(of: word, within: maximum, completing: completing, in: start..<end)
        guard maximum >= 2 else { return same }
        let others = { (rows: Range<Int>) in
            neighbours(of: word, within: maximum - 1, completing: completing, in: rows).map {
                Neighbour(key: $0.key, edits: $0.edits + 1, completes: $0.completes, films: $0.films)
            }
        }
        return others(0..<start) + same + others(end..<keyEnds.count)
    }

    /// The keys of `range` within `maximum` edits of `word`, as plain edits count them.
    ///
    /// One walk of the sorted keys, as down a trie: a key shares the rows of the edit-distance table its
    /// common start with the key before it computed, and a start already more than `maximum` edits from
    /// every start of the word ends the walk through all keys that begin with it. So the cost follows the
    /// starts near the word, not the number of keys.
    private func neighbours(
        of word: String, within maximum: Int, completing: Bool, in range: Range<Int>
    ) -> [Neighbour] {
        var rows = EditRows(target: Array(word.utf8), maximum: maximum)
        let length = rows.target.count
        var found: [Neighbour] = []
        keyBytes.withUnsafeBufferPointer { bytes in
            keyEnds.withUnsafeBufferPointer { ends in
                let keys = PackedKeys(bytes: bytes, ends: ends)
                var row = range.lowerBound
                var previous = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                while row < range.upperBound {
                    let key = keys[row]
                    var shared = 0
                    let most = min(previous.count, key.count, rows.depth)
                    while shared < most, previous[shared] == key[shared] { shared += 1 }
                    rows.keep(depth: shared)
                    // Once the start of the word's length is near, every longer key with that start completes it.
                    var completesAtStart = completing && shared >= length && rows.distance(atDepth: length) <= maximum
                    var cut: Int?
                    // Past `length + maximum` bytes a key is too long to be near as a whole: once its start is
                    // known to complete the word, its rows are not needed.
                    let needed = completing ? min(key.count, length + maximum + 1) : key.count
                    for depth in (shared + 1)..<(max(shared, needed) + 1) {
                        let best = rows.push(key[depth - 1], previous: depth >= 2 ? key[depth - 2] : nil)
                        if depth == length {
                            completesAtStart = completing && rows.distance(atDepth: length) <= maximum
                        }
                        if best > maximum, !(completesAtStart && depth > length) {
                            cut = depth
                            break
                        }
                    }
                    // The rows stand for the key's first bytes (up to the cut): the next key shares them.
                    previous = key
                    var edits: Int?
                    var completes = false
                    if cut == nil, abs(key.count - length) <= maximum, rows.depth == key.count,
                        rows.distance(atDepth: key.count) <= maximum
                    {
                        edits = rows.distance(atDepth: key.count)
                    } else if completesAtStart, key.count > length {
                        (edits, completes) = (rows.distance(atDepth: length), true)
                    }
                    if let edits {
                        found.append(
                            Neighbour(
                                key: String(decoding: key, as: UTF8.self), edits: edits, completes: completes,
                                films: filmEnds.packedRange(of: row).count))
                    }
                    // No key that begins as this one does up to the cut can be near: go past them all.
                    row =
                        cut.map { keys.firstRow(from: row + 1, to: range.upperBound, notStartingWith: key, $0) } ?? row
                        + 1
                }
            }
        }
        return found
    }

    /// The first row from `start` whose key is not `before`: see ``PackedKeys/firstRow(from:to:while:)``.
    private func firstRow(from start: Int, while before: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int {
        keyBytes.withUnsafeBufferPointer { bytes in
            keyEnds.withUnsafeBufferPointer { ends in
                PackedKeys(bytes: bytes, ends: ends).firstRow(from: start, to: ends.count, while: before)
            }
        }
    }
}

/// A term table's keys read in place, for the walk.
private struct PackedKeys {
    let bytes: UnsafeBufferPointer<UInt8>
    let ends: UnsafeBufferPointer<UInt32>

    subscript(row: Int) -> UnsafeBufferPointer<UInt8> {
        let start = row == 0 ? 0 : Int(ends[row - 1])
        return UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[row])])
    }

    /// The first row from `start` (below `end`) whose key does not begin with the first `count` bytes of
    /// `prefix`: those that do come first, sorted.
    func firstRow(from start: Int, to end: Int, notStartingWith prefix: UnsafeBufferPointer<UInt8>, _ count: Int) -> Int
    {
        firstRow(from: start, to: end) { key in
            guard key.count >= count else { return false }
            for index in 0..<count where key[index] != prefix[index] { return false }
            return true
        }
    }

    /// The first row from `start` whose key is not `before` (the keys that are come first, as sorted keys
    /// that begin with a prefix, or with a byte below one, do), below `end`. Galloping: the rows skipped
    /// are most often few, and then found in a few looks.
    func firstRow(from start: Int, to end: Int, while before: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int {
        // Every row below `low` is `before`; the answer is at most `high`.
        var (low, high, step) = (start, end, 1)
        while low + step - 1 < end {
            let probe = low + step - 1
            guard before(self[probe]) else {
                high = probe
                break
            }
            low = probe + 1
            step *= 2
        }
        while low < high {
            let middle = (low + high) / 2
            if before(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
