import Testing

@testable import MoviesSearch

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
        ("E.T. the Extra-Terrestrial", ["et", "the", "extra", "terrestrial"]),
        ("e.t", ["et"]),
        ("U.S. Marshals", ["us", "marshals"]),
        ("J. Edgar", ["j", "edgar"]),
        ("Mr. Smith Goes to Washington", ["mr", "smith", "goes", "to", "washington"]),
        ("L'Avventura", ["l", "avventura"]),
        ("D’Artagnan", ["d", "artagnan"]),
        ("Ol' Yeller", ["ol", "yeller"]),
        ("8½", ["8", "1", "2"]),
        // Numbers that stand for themselves (Aegean, Tamil): one word, no endless unfolding.
        ("\u{10107} \u{0BF0}x", ["\u{10107}", "\u{0BF0}x"]),
    ])
    func wordsAreFoldedAndSplit(text: String, expected: [String]) {
        #expect(SearchText.words(text) == expected)
    }

    @Test func compoundsAndOtherNumeralsAreAlsoTerms() {
        #expect(SearchText.indexTerms("Spider-Man 2") == ["spider", "man", "2", "ii", "two", "spiderman"])
        #expect(SearchText.indexTerms("L'Avventura") == ["l", "avventura", "lavventura"])
        #expect(SearchText.indexTerms("The Godfather Part II") == ["the", "godfather", "part", "ii", "2", "two"])
        #expect(SearchText.indexTerms("I, Robot X") == ["i", "robot", "x"])
        // Words people swap: signs, numbers in words, short forms.
        #expect(SearchText.indexTerms("Thelma & Louise") == ["thelma", "louise", "and"])
        #expect(SearchText.indexTerms("Romeo + Juliet") == ["romeo", "juliet", "plus"])
        #expect(SearchText.indexTerms("Seven Samurai") == ["seven", "samurai", "7", "vii"])
        #expect(SearchText.indexTerms("Kramer vs. Kramer") == ["kramer", "vs", "versus"])
        #expect(SearchText.indexTerms("St. Elmo's Fire").isSuperset(of: ["st", "saint"]))
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
