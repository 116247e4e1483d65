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

    static func expected(
        _ word: String, within maximum: Int, completing: Bool, keys: [String] = keys
    ) -> [String: (Int, Bool)] {
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
        Self.expectTheWalkFindsWhatThePlainDistanceFinds(word, keys: Self.keys)
    }

    /// Long words of few letters, so that many keys are near and the walk reaches far from the diagonal
    /// of the table: words up to 16 letters, against keys that differ from them in every way.
    @Test func longWordsOfFewLettersToo() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let letters = Array("abc")
        func word(_ length: Int) -> String { String((0..<length).map { _ in letters[next(3)] }) }
        let keys = Array(Set((0..<300).map { _ in word(1 + next(16)) }))
        for _ in 0..<30 {
            Self.expectTheWalkFindsWhatThePlainDistanceFinds(word(next(17)), keys: keys)
        }
    }

    static func expectTheWalkFindsWhatThePlainDistanceFinds(_ word: String, keys: [String]) {
        let table = TermTable(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, [TitleIndex.Film($0)]) }))
        // Walked, and read key by key.
        for (maximum, longKeysRead) in [(0, 0), (1, 0), (2, 0), (0, Int.max), (1, Int.max), (2, Int.max)] {
            for completing in [false, true] {
                let found = table.neighbours(
                    of: word, within: maximum, completing: completing, longKeysRead: longKeysRead)
                let got = Dictionary(uniqueKeysWithValues: found.map { ($0.key, ($0.edits, $0.completes)) })
                let expected = Self.expected(word, within: maximum, completing: completing, keys: keys)
                #expect(got.keys.sorted() == expected.keys.sorted(), "\(word) \(maximum) \(completing) \(longKeysRead)")
                for (key, value) in expected { #expect(got[key]?.0 == value.0 && got[key]?.1 == value.1, "\(key)") }
            }
        }
    }
}
