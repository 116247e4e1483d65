import MoviesDomain
import Testing

@Suite struct MovieQueryTests {
    @Test(arguments: [
        ("  star   wars ", "star wars"),
        ("star\twars\n", "star wars"),
        ("Amélie", "Amélie"),
        ("a\u{0}b", "a b"),
    ])
    func tidiesWhitespace(raw: String, expected: String) throws {
        #expect(try MovieQuery(raw).text == expected)
    }

    @Test(arguments: ["", "   ", "\n\t", "\u{0}\u{1}"])
    func rejectsEmptyText(raw: String) {
        #expect(throws: MovieQuery.Error.empty) { try MovieQuery(raw) }
    }

    @Test func acceptsTwoHundredCharactersAndRejectsMore() throws {
        #expect(try MovieQuery(String(repeating: "x", count: 200)).text.count == 200)
        #expect(throws: MovieQuery.Error.tooLong(length: 201, maximum: 200)) {
            try MovieQuery(String(repeating: "x", count: 201))
        }
    }

    @Test func lengthIsCountedAfterTidying() throws {
        let padded = "  " + String(repeating: "y", count: 200) + "   "
        #expect(try MovieQuery(padded).text.count == 200)
    }

    @Test func queriesDifferingOnlyInCaseOrSpacingAreEqual() throws {
        #expect(try MovieQuery("Star Wars") == MovieQuery("  star   WARS"))
        #expect(try Set([MovieQuery("Star Wars"), MovieQuery("star wars")]).count == 1)
        #expect(try MovieQuery("star wars") != MovieQuery("star war"))
    }
}
