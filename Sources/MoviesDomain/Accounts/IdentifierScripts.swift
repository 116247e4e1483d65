/// Which script a letter belongs to (Unicode's Scripts.txt), and whether a name keeps to one: what
/// UTS #39 calls a single-script identifier. Digits, `.`, `_`, `-` and combining marks belong to every
/// script (Common, Inherited); Han may be written with Hiragana and Katakana (Japanese), with Hangul
/// (Korean) or with Bopomofo (Chinese), as those languages are.
enum IdentifierScripts {
    private static let writingSystems: [Set<String>] = [
        ["Han", "Hiragana", "Katakana"], ["Han", "Hangul"], ["Han", "Bopomofo"],
    ]

    /// The script of `scalar`; nil for Common and Inherited (and unassigned) scalars.
    static func script(of scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        var (low, high) = (0, ranges.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return IdentifierTables.scriptNames[range.script]
            }
        }
        return nil
    }

    /// The scripts `text` is written in, Common and Inherited aside.
    static func scripts(of text: String) -> Set<String> {
        Set(text.unicodeScalars.compactMap(script(of:)))
    }

    /// Whether `text` keeps to one script, or to one of the writing systems that mix Han with another.
    static func isSingleScript(_ text: String) -> Bool {
        let found = scripts(of: text)
        return found.count <= 1 || writingSystems.contains { found.isSubset(of: $0) }
    }

    private static let ranges: [(first: UInt32, last: UInt32, script: Int)] = IdentifierTables.scriptRanges
        .split(whereSeparator: \.isWhitespace).compactMap { entry in
            let parts = entry.split(separator: ":")
            let bounds = parts[0].split(separator: "-")
            guard parts.count == 2, bounds.count == 2, let first = UInt32(bounds[0], radix: 16),
                let last = UInt32(bounds[1], radix: 16), let script = Int(parts[1])
            else { return nil }
            return (first, last, script)
        }
}
