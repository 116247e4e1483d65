/// A title read as a place in a series: *The Godfather Part II* is film 2 of *The Godfather*, *Toy
/// Story 3* film 3 of *Toy Story*, *Rocky IV* film 4 of *Rocky*. A title with no number is the series'
/// first film when others carry its name with a number. Only numbers at the end (after `Part`,
/// `Chapter` or `Episode`, a roman numeral, or a figure from 2 to 9) count, so *Apollo 13* or *Ocean's
/// Eleven* are not read as sequels.
public struct SeriesTitle: Hashable, Sendable {
    /// The title's words before the number, folded to lowercase letters and digits.
    public let base: [String]
    public let number: Int

    public init(_ title: String) {
        var words = title.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard words.count >= 2, let number = Self.number(words.last ?? "") else {
            (base, number) = (words, 1)
            return
        }
        words.removeLast()
        if let marker = words.last, ["part", "chapter", "episode", "vol", "volume"].contains(marker) {
            words.removeLast()
        }
        (base, self.number) = words.isEmpty ? ([title.lowercased()], 1) : (words, number)
    }

    /// The words a search for the series' films looks for.
    public var searchText: String { base.joined(separator: " ") }

    private static func number(_ word: String) -> Int? {
        if let value = Int(word) { return (2...9).contains(value) ? value : nil }
        return romanNumerals[word]
    }

    private static let romanNumerals = [
        "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9,
    ]
}
