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

    @Test func shortPrefixesTakeTheBestTierOfTheirWords() {
        let prefixes = CatalogIndexRows.rankedPrefixes(of: ["alien", "autopsy"])
        #expect(prefixes["a"] == 1)
        #expect(prefixes["au"] == 2)
        #expect(prefixes["ali"] == 1)
        #expect(prefixes["alie"] == nil)
        #expect(CatalogIndexRows.rankedPrefixes(of: ["up"]) == ["u": 0, "up": 0])
    }
}
