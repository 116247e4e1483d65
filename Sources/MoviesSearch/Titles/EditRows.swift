/// The rows of an edit-distance table (insertions, deletions, substitutions, a swap of neighbours), one a
/// byte of the key walked so far, against a fixed word; rows are kept in one flat array and reused.
///
/// Only distances up to `maximum` are wanted, and a cell further than that from the table's diagonal
/// cannot be within it: each row is worked out across that band alone, every other cell reading
/// `maximum + 1`, so a long word costs no more a byte than a short one.
struct EditRows {
    let target: [UInt8]
    let maximum: Int
    private var cells: [Int]
    /// How many bytes of the key the rows stand for.
    private(set) var depth = 0

    init(target: [UInt8], maximum: Int) {
        self.target = target
        self.maximum = maximum
        let beyond = maximum + 1
        cells = (0...target.count).map { min($0, beyond) }
        // A walk goes at most `maximum + 1` bytes past the word before every start is too far.
        cells.reserveCapacity((target.count + maximum + 3) * (target.count + 1))
    }

    private var width: Int { target.count + 1 }

    /// The distance from the key's first `depth` bytes to the whole word (`maximum + 1` when further).
    func distance(atDepth depth: Int) -> Int { cells[depth * width + target.count] }

    /// Forgets the rows past `depth`.
    mutating func keep(depth: Int) {
        self.depth = depth
        cells.removeLast(cells.count - (depth + 1) * width)
    }

    /// Adds the row of one more key byte; answers the row's smallest distance (to any start of the word),
    /// `maximum + 1` when none is within `maximum`.
    mutating func push(_ byte: UInt8, previous: UInt8?) -> Int {
        let (width, beyond) = (self.width, maximum + 1)
        let above = depth * width
        depth += 1
        let row = depth
        cells.append(contentsOf: repeatElement(beyond, count: width))
        var best = min(row, beyond)
        target.withUnsafeBufferPointer { target in
            cells.withUnsafeMutableBufferPointer { cells in
                cells[above + width] = best
                guard width > 1, row - maximum < width else { return }
                for j in max(1, row - maximum)...min(width - 1, row + maximum) {
                    var cost = min(
                        cells[above + j - 1] + (byte == target[j - 1] ? 0 : 1), cells[above + j] + 1,
                        cells[above + width + j - 1] + 1)
                    if let previous, j > 1, byte == target[j - 2], previous == target[j - 1] {
                        cost = min(cost, cells[above - width + j - 2] + 1)
                    }
                    cost = min(cost, beyond)
                    cells[above + width + j] = cost
                    best = min(best, cost)
                }
            }
        }
        return best
    }
}
