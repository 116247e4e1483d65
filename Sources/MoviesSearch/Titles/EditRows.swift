/// The rows of an edit-distance table (insertions, deletions, substitutions, a swap of neighbours), one a
/// byte of the key walked so far, against a fixed word; rows are kept in one flat array and reused.
struct EditRows {
    let target: [UInt8]
    private var cells: [Int]
    /// How many bytes of the key the rows stand for.
    private(set) var depth = 0

    init(target: [UInt8]) {
        self.target = target
        cells = Array(0...target.count)
    }

    private var width: Int { target.count + 1 }

    /// The distance from the key's first `depth` bytes to the whole word.
    func distance(atDepth depth: Int) -> Int { cells[depth * width + target.count] }

    /// Forgets the rows past `depth`.
    mutating func keep(depth: Int) {
        self.depth = depth
        cells.removeLast(cells.count - (depth + 1) * width)
    }

    /// Adds the row of one more key byte; answers the row's smallest distance (to any start of the word).
    mutating func push(_ byte: UInt8, previous: UInt8?) -> Int {
        let above = depth * width
        let twoAbove = above - width
        depth += 1
        cells.append(depth)
        var best = depth
        for j in 1..<width {
            var cost = min(
                cells[above + j - 1] + (byte == target[j - 1] ? 0 : 1), cells[above + j] + 1,
                cells[above + width + j - 1] + 1)
            if let previous, j > 1, byte == target[j - 2], previous == target[j - 1] {
                cost = min(cost, cells[twoAbove + j - 2] + 1)
            }
            cells.append(cost)
            best = min(best, cost)
        }
        return best
    }
}
