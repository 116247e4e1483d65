/// Turns frames into what the terminal is sent: only the rows that changed since the frame before, each
/// reached by moving the cursor to it, so a keystroke costs the bytes of the rows it changed.
public struct ScreenPainter: Sendable {
    public struct Size: Equatable, Sendable {
        public let columns: Int
        public let rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    public let colors: Bool
    private var shown: [String] = []
    private var shownSize: Size?

    public init(colors: Bool) {
        self.colors = colors
    }

    /// Forgets what is on screen: the next frame is drawn whole (after a resize, or anything that may
    /// have written over it).
    public mutating func invalidate() {
        shown = []
        shownSize = nil
    }

    /// The bytes that take the screen from the last frame to `lines` at `size`.
    public mutating func paint(_ lines: [Line], size: Size) -> String {
        let rows = (0..<size.rows).map { row in
            (row < lines.count ? lines[row] : .blank).drawn(width: size.columns, colors: colors)
        }
        var output = ""
        if shownSize != size {
            output += "\u{1B}[0m\u{1B}[2J"
            shown = []
            shownSize = size
        }
        for (row, text) in rows.enumerated() where row >= shown.count || shown[row] != text {
            output += "\u{1B}[\(row + 1);1H" + text
        }
        shown = rows
        return output
    }
}
