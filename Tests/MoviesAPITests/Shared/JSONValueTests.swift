import Testing

@testable import MoviesAPI

/// The printer writes what JSON readers read back, keys in the order written.
@Suite struct JSONValueTests {
    @Test func objectsKeepTheirOrderAndNestIndentedByTwo() {
        let value: JSONValue = ["b": 1, "a": [true, nil, 2.5], "c": [:], "d": []]
        #expect(
            value.printed()
                == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null,\n    2.5\n  ],\n  \"c\": {},\n  \"d\": []\n}")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlsAndKeepOtherLetters() {
        let value: JSONValue = .string("a \"b\" \\ c\n\u{01} é …")
        #expect(value.printed() == "\"a \\\"b\\\" \\\\ c\\n\\u0001 é …\"")
    }
}
