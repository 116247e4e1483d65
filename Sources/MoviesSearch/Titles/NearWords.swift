/// The keys near each word of one query, looked for once however many readings of the query ask: the
/// slips read in the search, then the words suggested when it finds nothing.
struct NearWords {
    private struct Ask: Hashable {
        let word: String
        let maximum: Int
        let completing: Bool
        let anyLetter: Bool
    }

    private let table: TermTable
    private var found: [Ask: [TermTable.Neighbour]] = [:]

    init(_ table: TermTable) {
        self.table = table
    }

    /// ``TermTable/neighbours(of:within:completing:anyLetter:longKeysRead:)`` of the table.
    mutating func of(
        _ word: String, within maximum: Int, completing: Bool = false, anyLetter: Bool = false
    ) -> [TermTable.Neighbour] {
        let ask = Ask(word: word, maximum: maximum, completing: completing, anyLetter: anyLetter)
        if let near = found[ask] { return near }
        // The keys near as a whole are those of a look that also took the keys the word begins.
        if !completing, let wider = found[Ask(word: word, maximum: maximum, completing: true, anyLetter: anyLetter)] {
            return wider.filter { !$0.completes }
        }
        let near = table.neighbours(of: word, within: maximum, completing: completing, anyLetter: anyLetter)
        found[ask] = near
        return near
    }
}
