import Testing

@testable import MoviesTerminal

@Suite struct LineDrawingTests {
    @Test func wideCharactersTakeTwoColumnsAndOneThatWouldStraddleTheEdgeIsLeftOut() {
        #expect(TextWidth.columns(of: "대부 (1972)") == 11)
        #expect(Line("대부대부").drawn(width: 5, colors: false) == "대부 ")
        #expect(Line("七人の侍").drawn(width: 8, colors: false) == "七人の侍")
    }

    @Test func combiningMarksTakeNoColumn() {
        let decomposed = "Ame\u{301}lie"
        #expect(TextWidth.columns(of: decomposed) == 6)
        #expect(Line(decomposed).drawn(width: 8, colors: false) == decomposed + "  ")
    }

    @Test func controlCharactersFromASourceCannotMoveTheCursor() {
        let drawn = Line("Heat\u{1B}[2J\u{9B}31m").drawn(width: 20, colors: false)
        #expect(!drawn.contains("\u{1B}") && !drawn.contains("\u{9B}"))
        #expect(drawn.hasPrefix("Heat\u{FFFD}[2J\u{FFFD}31m"))
    }

    @Test func withoutColoursTheSelectionIsStillReversedAndBoldStaysBold() {
        let line = Line("Heat", .heading).appending(" 1995", .failure)
        #expect(line.drawn(width: 10, colors: false) == "\u{1B}[1mHeat\u{1B}[0m\u{1B}[1m 1995\u{1B}[0m ")
        #expect(line.drawn(width: 10, colors: true).contains("\u{1B}[1;36mHeat"))
        #expect(Line("› Heat").styled(.selected).drawn(width: 8, colors: false) == "\u{1B}[7m› Heat  \u{1B}[0m")
    }

    @Test func fitCutsByColumnsWithAnEllipsis() {
        #expect(Columns.fit("The Godfather", 8) == "The God…")
        #expect(Columns.fit("대부 2", 4) == "대… ")
        #expect(Columns.wrap("one two three", 7) == ["one two", "three"])
        #expect(Columns.wrap("가나다라마", 4) == ["가나", "다라", "마"])
    }
}
