import Testing

@testable import MoviesTerminal

/// A film's page grows after its facts (its series, films alike, reviews): End pressed before they arrive
/// shows them once they do.
@Suite struct DocumentCursorTests {
    static func document(rows: Int) -> Document {
        var document = Document()
        for number in 0..<rows { document.add(Line("row \(number)")) }
        return document
    }

    @Test func endStaysAtTheEndAsTheDocumentGrows() {
        var cursor = DocumentCursor()
        _ = cursor.handle(.end, in: Self.document(rows: 10), height: 5)
        let grown = Self.document(rows: 25)
        #expect(cursor.lines(of: grown, height: 5).first?.text == "row 20")
        _ = cursor.handle(.up, in: grown, height: 5)
        #expect(cursor.lines(of: grown, height: 5).first?.text == "row 19", "moving on from where it shows")
        _ = cursor.handle(.character("G"), in: grown, height: 5)
        #expect(cursor.lines(of: Self.document(rows: 40), height: 5).first?.text == "row 35")
    }

    @Test func pageDownToTheEndStaysThereAndOneShortOfItDoesNot() {
        var cursor = DocumentCursor()
        let document = Self.document(rows: 12)
        _ = cursor.handle(.pageDown, in: document, height: 5)
        #expect(cursor.lines(of: Self.document(rows: 30), height: 5).first?.text == "row 4")
        _ = cursor.handle(.pageDown, in: document, height: 5)
        _ = cursor.handle(.pageDown, in: document, height: 5)
        #expect(cursor.lines(of: Self.document(rows: 30), height: 5).first?.text == "row 25")
    }
}
