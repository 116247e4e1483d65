/// Variable-length items packed one after another in a flat array, described by where each one ends
/// (the first starts at 0, every other where the one before ends): titles, keys, lists of films.
extension [UInt32] {
    /// The positions of item `item` in the packed array.
    func packedRange(of item: Int) -> Range<Int> {
        (item == 0 ? 0 : Int(self[item - 1]))..<Int(self[item])
    }

    /// Whether these ends never go back and cover exactly `count` packed elements, so every
    /// ``packedRange(of:)`` is in bounds.
    func arePackedEnds(of count: Int) -> Bool {
        var previous: UInt32 = 0
        for end in self {
            guard end >= previous else { return false }
            previous = end
        }
        return Int(previous) == count
    }
}
