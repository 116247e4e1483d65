import Testing

@testable import MoviesData

@Suite struct SearchTextTests {
    @Test(arguments: [
        ("Star Wars: Episode IV – A New Hope", ["star", "wars", "episode", "iv", "a", "new", "hope"]),
        ("Amélie", ["amelie"]),
        ("Schindler's List", ["schindlers", "list"]),
        ("Ocean’s Eleven", ["oceans", "eleven"]),
        ("Straße", ["strasse"]),
        ("Æon Flux", ["aeon", "flux"]),
        ("2001: A Space Odyssey", ["2001", "a", "space", "odyssey"]),
        ("\"quoted\" (words) OR *stars*", ["quoted", "words", "or", "stars"]),
        ("!!! ---", []),
    ])
    func wordsAreFoldedAndSplit(text: String, expected: [String]) {
        #expect(SearchText.words(text) == expected)
    }

    @Test func hyphenatedCompoundsAreAlsoOneTerm() {
        #expect(SearchText.indexTerms("Spider-Man 2") == ["spider", "man", "2", "spiderman"])
    }

    @Test func asciiTextFoldsAsTheUnicodeRulesDo() {
        // A non-ASCII word at the end sends the text through the full Unicode path.
        for code in UInt8(0)..<0x80 {
            let character = String(decoding: [code], as: UTF8.self)
            let text = "Ab\(character)9z \(character)x\(character)"
            #expect(SearchText.words(text) == Array(SearchText.words(text + " é").dropLast()), "\(code)")
        }
    }
}
