/// A decade as people write it: `1970s`, `70s` (`00s` to `20s` are this century's) or a year of it (`1975`).
public enum Decade {
    /// The years of the decade `text` names.
    public static func years(_ text: String) throws(DiscoverFilter.Error) -> ClosedRange<Int> {
        var digits = text.trimmingCharacters(in: " ").lowercased()
        if digits.hasSuffix("s") { digits.removeLast() }
        if digits.hasSuffix("'") { digits.removeLast() }
        guard [2, 4].contains(digits.count), digits.allSatisfy(\.isASCII), let number = Int(digits),
            digits.count == 4 || number % 10 == 0
        else {
            throw .unknownDecade(String(text.prefix(20)))
        }
        let year = digits.count == 2 ? (number < 30 ? 2000 + number : 1900 + number) : number
        let start = year / 10 * 10
        guard DiscoverFilter.knownYears.contains(start) else { throw .unknownDecade(String(text.prefix(20))) }
        return start...(start + 9)
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
