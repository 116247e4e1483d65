/// How a span of text looks. Colours are dropped where the terminal has none or `NO_COLOR` is set; the
/// rest (bold, reverse) still draws the selection and headings.
public struct Style: Equatable, Sendable {
    public enum Color: Int, Sendable {
        case red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36
    }

    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var color: Color?

    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, color: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.color = color
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    public static let selected = Style(reverse: true)
    public static let heading = Style(bold: true, color: .cyan)
    public static let failure = Style(bold: true, color: .red)
    public static let notice = Style(color: .green)
    public static let rating = Style(color: .yellow)

    /// The SGR sequence that starts this style from none, or nothing for plain text.
    func sequence(colors: Bool) -> String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if colors, let color { codes.append(String(color.rawValue)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
