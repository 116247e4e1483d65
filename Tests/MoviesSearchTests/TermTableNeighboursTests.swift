import Testing

@testable import MoviesSearch

/// The walk of the sorted keys finds exactly the keys a plain edit distance to each key would, whole or as
/// a start (with a slip), however the keys share their starts; a slip on the first letter counts two.
@Suite struct TermTableNeighboursTests {
    static let keys = [
        "godfather", "godfathers", "godfrey", "gods", "jurassic", "jurasic", "park", "parker", "forrest",
        "forest", "gump", "shawshank", "shank", "amelie", "alien", "aliens", "allen", "a", "ab", "abc",
        "zzzzzz", "schindlers", "schindler", "list", "lists", "listen",
    ]

    /// Damerau–Levenshtein with adjacent swaps, the plain way: the reference.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(
                    table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), table[i - 1][j] + 1, table[i][j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    static func expected(_ word: String, within maximum: Int, completing: Bool) -> [String: (Int, Bool)] {
        let target = Array(word.utf8)
        var found: [String: (Int, Bool)] = [:]
        for key in keys {
            let bytes = Array(key.utf8)
            let firstLetter = !target.isEmpty && bytes.first != target.first ? 1 : 0
            let whole = distance(bytes, target) + firstLetter
            if abs(bytes.count - target.count) <= maximum, whole <= maximum {
                found[key] = (whole, false)
            } else if completing, bytes.count > target.count {
                let start = distance(Array(bytes.prefix(target.count)), target) + firstLetter
                if start <= maximum { found[key] = (start, true) }
            }
        }
        return found
    }

    @Test(arguments: [
        "godfahter", "jurasic pa", "jurasic", "frest", "shawshenk", "amelei", "alein", "lsit", "", "zz", "schindlr",
        "pa", "odfather", "hodfather", "ilsten", "aliens", "lien",
    ])
    func theWalkFindsWhatThePlainDistanceFinds(word: String) {
        let table = TermTable(
            Dictionary(uniqueKeysWithValues: Self.keys.enumerated().map { ($1, [TitleIndex.Film($0)]) }))
        for maximum in 0...2 {
            for completing in [false, true] {
                let found = table.neighbours(of: word, within: maximum, completing: completing)
                let got = Dictionary(uniqueKeysWithValues: found.map { ($0.key, ($0.edits, $0.completes)) })
                let expected = Self.expected(word, within: maximum, completing: completing)
                #expect(got.keys.sorted() == expected.keys.sorted(), "\(word) \(maximum) \(completing)")
                for (key, value) in expected { #expect(got[key]?.0 == value.0 && got[key]?.1 == value.1, "\(key)") }
            }
        }
    }
}
