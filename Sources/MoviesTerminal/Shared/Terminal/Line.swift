/// One row of the screen: spans of styled text. A screen is an array of lines, and each is drawn to the
/// terminal's exact width, so a row never wraps into the next.
public struct Line: Equatable, Sendable {
    public struct Span: Equatable, Sendable {
        public var text: String
        public var style: Style
    }

    public var spans: [Span]
    /// Fills the rest of the row with the last span's style (a selected row is reversed to the edge).
    public var fills = false

    public init(_ text: String = "", _ style: Style = .plain) {
        spans = text.isEmpty ? [] : [Span(text: text, style: style)]
    }

    public init(spans: [Span], fills: Bool = false) {
        self.spans = spans
        self.fills = fills
    }

    public static let blank = Line()

    public mutating func append(_ text: String, _ style: Style = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text: text, style: style))
    }

    public func appending(_ text: String, _ style: Style = .plain) -> Line {
        var line = self
        line.append(text, style)
        return line
    }

    /// Every span in `style` (the selected row).
    public func styled(_ style: Style) -> Line {
        Line(spans: spans.map { Span(text: $0.text, style: style) }, fills: true)
    }

    /// The row with `›` in its first column, where rows of a list leave it blank: the selection, seen
    /// without colours or reverse video.
    public func marked() -> Line {
        guard var first = spans.first, first.text.hasPrefix("  ") else { return self }
        first.text = "› " + first.text.dropFirst(2)
        return Line(spans: [first] + spans.dropFirst(), fills: fills)
    }

    /// The text without styles, as a person reads the row (what tests look at).
    public var text: String { spans.map(\.text).joined() }

    public var columns: Int { TextWidth.columns(of: text) }
}
