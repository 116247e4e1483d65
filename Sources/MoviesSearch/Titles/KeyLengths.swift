/// A term table's rows ordered by their key's length in bytes, shortest first (in key order within one
/// length), so that the keys at least so long are one slice.
struct KeyLengths: Sendable {
    private var rows: [UInt32] = []
    /// `starts[n]`: where the rows of keys of `n` bytes or more begin in `rows`.
    private var starts: [Int] = [0]

    init() {}

    /// From the ends of the keys in `keyBytes` (each starts where the one before ends): a counting sort.
    init(keyEnds: [UInt32]) {
        var counts: [Int] = []
        var start: UInt32 = 0
        for end in keyEnds {
            let length = Int(end - start)
            if length >= counts.count { counts += repeatElement(0, count: length + 1 - counts.count) }
            counts[length] += 1
            start = end
        }
        starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        var next = starts
        rows = Array(repeating: 0, count: keyEnds.count)
        start = 0
        for (row, end) in keyEnds.enumerated() {
            let length = Int(end - start)
            rows[next[length]] = UInt32(row)
            next[length] += 1
            start = end
        }
    }

    /// The rows of the keys whose length in bytes is in `lengths`.
    func rows(_ lengths: PartialRangeFrom<Int>) -> ArraySlice<UInt32> {
        rows[starts[min(max(lengths.lowerBound, 0), starts.count - 1)]...]
    }

    /// The rows of the keys whose length in bytes is in `lengths`.
    func rows(_ lengths: ClosedRange<Int>) -> ArraySlice<UInt32> {
        guard lengths.upperBound >= 0 else { return [] }
        let from = starts[min(max(lengths.lowerBound, 0), starts.count - 1)]
        let to = starts[min(lengths.upperBound + 1, starts.count - 1)]
        return rows[from..<max(from, to)]
    }
}
