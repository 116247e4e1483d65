/// A piece of HTML that is safe by construction: its markup can only come from string literals in this
/// module's source (`StaticString`), and every value put into it is escaped, unless the value is itself
/// `Markup`. There is no way to turn a `String` from a source, a member or a request into markup.
///
///     let title: String = film.title                    // "<script>…"
///     let card: Markup = "<li>\(title)</li>"           // <li>&lt;script&gt;…</li>
struct Markup: ExpressibleByStringInterpolation, Sendable, Equatable {
    /// The HTML, escaped where it had to be.
    private(set) var html: String

    static let empty = Markup(html: "")

    var isEmpty: Bool { html.isEmpty }

    private init(html: String) {
        self.html = html
    }

    init(stringLiteral literal: StaticString) {
        html = literal.description
    }

    init(stringInterpolation: Interpolation) {
        html = stringInterpolation.html
    }

    /// The pieces one after another.
    init(joining parts: some Sequence<Markup>, separator: Markup = .empty) {
        html = parts.map(\.html).joined(separator: separator.html)
    }

    static func + (lhs: Markup, rhs: Markup) -> Markup { Markup(html: lhs.html + rhs.html) }

    static func += (lhs: inout Markup, rhs: Markup) { lhs.html += rhs.html }
}
