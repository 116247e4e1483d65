import MoviesPresentation
import Testing

@testable import MoviesTerminal

@Suite struct EditingKeysTests {
    @Test func ctrlLettersAreKeysOfTheirOwn() {
        var decoder = KeyDecoder()
        #expect(
            decoder.keys(from: [0x15, 0x17, 0x1A, 0x03, 0x09]) == [
                .control("u"), .control("w"), .control("z"), .interrupt, .tab,
            ])
    }

    @Test func ctrlWTakesTheLastWordAndTheSpacesAfterIt() {
        #expect(SearchPane.removingLastWord("the godfather") == "the ")
        #expect(SearchPane.removingLastWord("the godfather  ") == "the ")
        #expect(SearchPane.removingLastWord("heat") == "")
    }

    @Test func viKeysMoveInEveryList() {
        var cursor = ListCursor()
        var selected: [Int] = []
        for key in ["j", "G", "k", "g"] {
            _ = cursor.handle(.character(Character(key)), count: 10, height: 5)
            selected.append(cursor.selected)
        }
        #expect(selected == [1, 9, 8, 0])
        let handled = cursor.handle(.character("s"), count: 10, height: 5)
        #expect(!handled, "s is the list's own")
    }

    @Test func aFailureFromASourceSaysWhichOneAndWhy() {
        let failure = ScreenFailure(
            kind: .unavailable, code: "unavailable", message: "Films cannot be reached right now.",
            detail: "cannot reach http://127.0.0.1:9: connection refused")
        #expect(
            PaneLines.said(failure)
                == "Films cannot be reached right now. — cannot reach http://127.0.0.1:9: connection refused")
        let input = ScreenFailure(kind: .invalidInput, code: "invalid_query", message: "Type a title.", detail: "empty")
        #expect(PaneLines.said(input) == "Type a title.")
    }
}
