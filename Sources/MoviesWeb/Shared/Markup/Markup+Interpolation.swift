extension Markup {
    /// Literal segments are markup; interpolated values are text (escaped) unless they are markup.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate(set) var html: String

        init(literalCapacity: Int, interpolationCount: Int) {
            html = ""
            html.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            html += literal.description
        }

        /// Text: escaped for an element's content and for a quoted attribute alike.
        mutating func appendInterpolation(_ text: String) {
            Markup.escape(text, into: &html)
        }

        mutating func appendInterpolation(_ text: Substring) {
            Markup.escape(String(text), into: &html)
        }

        mutating func appendInterpolation(_ markup: Markup) {
            html += markup.html
        }

        mutating func appendInterpolation(_ markup: Markup?) {
            if let markup { html += markup.html }
        }

        mutating func appendInterpolation(_ parts: [Markup]) {
            for part in parts { html += part.html }
        }

        mutating func appendInterpolation(_ number: Int) {
            html += String(number)
        }

        mutating func appendInterpolation(_ flag: Bool) {
            html += flag ? "true" : "false"
        }

        /// An address of the site, for an `href`, `src` or `action` (escaped for the attribute).
        mutating func appendInterpolation(_ route: WebRoute) {
            Markup.escape(route.href, into: &html)
        }
    }
}
