/// A title read as a place in a series: *The Godfather Part II* is film 2 of *The Godfather*, *Toy
/// Story 3* film 3 of *Toy Story*, *Rocky IV* film 4 of *Rocky*, *Terminator 2: Judgment Day* film 2 of
/// *The Terminator*, *Star Wars: Episode IV – A New Hope* film 4 of *Star Wars*. A title with no number is
/// the series' first film when others carry its name with a number. Only a number that ends the title, or
/// the title before its subtitle (after `:` or a dash), counts: after `Part`, `Chapter` or `Episode` (where
/// `I` is 1), a roman numeral, or a figure from 2 to 9; so *Apollo 13* or *Ocean's Eleven* are not read
/// as sequels. A leading "The" is not part of the name.
public struct SeriesTitle: Hashable, Sendable {
    /// The title's words before the number, folded to lowercase letters and digits.
    public let base: [String]
    public let number: Int

    public init(_ title: String) {
        let lowered = title.lowercased()
        // The name and number stand before a subtitle: "star wars: episode iv – a new hope".
        let heads = [" – ", " - ", ":"].compactMap { mark in
            lowered.firstRange(of: mark).map { String(lowered[..<$0.lowerBound]) }
        }
        for text in heads + [lowered] {
            if let (base, number) = Self.numbered(text) {
                (self.base, self.number) = (base, number)
                return
            }
        }
        let words = Self.words(lowered)
        (base, number) = (words.isEmpty ? [lowered] : words, 1)
    }

    /// The words before a number that ends `text`, and the number; nil when no number ends it.
    private static func numbered(_ text: String) -> ([String], Int)? {
        var words = words(text)
        guard words.count >= 2, let last = words.last else { return nil }
        words.removeLast()
        let marked = ["part", "chapter", "episode", "vol", "volume"].contains(words.last ?? "")
        guard let number = marked ? markedNumber(last) : number(last) else { return nil }
        if marked { words.removeLast() }
        return words.isEmpty ? nil : (words, number)
    }

    private static func words(_ text: String) -> [String] {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return words.first == "the" && words.count > 1 ? Array(words.dropFirst()) : words
    }

    /// The words a search for the series' films looks for.
    public var searchText: String { base.joined(separator: " ") }

    /// After `Part`, `Episode` and the like, 1 and `I` are places too.
    private static func markedNumber(_ word: String) -> Int? {
        word == "i" || word == "1" ? 1 : number(word)
    }

    private static func number(_ word: String) -> Int? {
        if let value = Int(word) { return (2...9).contains(value) ? value : nil }
        return romanNumerals[word]
    }

    private static let romanNumerals = [
        "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9,
    ]
}
