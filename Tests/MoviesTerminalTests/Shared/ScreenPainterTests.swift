import Testing

@testable import MoviesTerminal

@Suite struct ScreenPainterTests {
    private let size = ScreenPainter.Size(columns: 20, rows: 4)

    @Test func aFrameLikeTheLastWritesNothingAndOneChangedRowWritesThatRowAlone() {
        var painter = ScreenPainter(colors: true)
        let first = [Line("Search: hea"), Line("  Heat"), Line("  Heathers")]
        let whole = painter.paint(first, size: size)
        #expect(whole.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(painter.paint(first, size: size).isEmpty)
        let moved = painter.paint([Line("Search: hea"), Line("› Heat"), Line("  Heathers")], size: size)
        #expect(moved == "\u{1B}[2;1H› Heat              ")
    }

    @Test func aResizeOrAnInvalidatedScreenIsDrawnWhole() {
        var painter = ScreenPainter(colors: false)
        let lines = [Line("Heat")]
        _ = painter.paint(lines, size: size)
        #expect(painter.paint(lines, size: ScreenPainter.Size(columns: 30, rows: 4)).contains("\u{1B}[2J"))
        painter.invalidate()
        #expect(painter.paint(lines, size: ScreenPainter.Size(columns: 30, rows: 4)).contains("\u{1B}[4;1H"))
    }
}
