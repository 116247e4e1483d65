import Hummingbird

/// The shape of a page's address: literal segments and named parts (`/u/{name}/lists/{slug}`). It is the
/// one place an address is spelled: the router registers it (``routerPath``), ``WebRoute/href`` fills it
/// in, and ``WebRoute/init(address:)`` reads it back.
struct PagePath: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        /// A part that comes from data, read by its name (`context.parameters.get("name")`).
        case part(String)
    }

    let segments: [Segment]

    init(_ template: String) {
        segments = template.split(separator: "/").map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}")
                ? .part(String(segment.dropFirst().dropLast())) : .literal(String(segment))
        }
    }

    var description: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .part(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// As the router takes it: `u/:name/lists/:slug`, and `/` for the home page.
    var routerPath: RouterPath {
        guard !segments.isEmpty else { return "/" }
        return RouterPath(
            segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .part(let name): ":\(name)"
                }
            }.joined(separator: "/"))
    }

    /// The address with `parts` in its named parts, in order, each percent-encoded (`verbatim`: written as
    /// they are, for parts that are safe in a path already).
    func href(_ parts: String..., verbatim: Bool = false) -> String {
        var values = parts.makeIterator()
        return "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): return text
                case .part:
                    let value = values.next() ?? ""
                    return verbatim ? value : WebRoute.encoded(value)
                }
            }.joined(separator: "/")
    }

    /// The named parts of an address's segments (decoded), in order; nil when it is not of this shape.
    func parts(of path: [String]) -> [String]? {
        let path = path == [""] ? [] : path
        guard path.count == segments.count else { return nil }
        var parts: [String] = []
        for (segment, text) in zip(segments, path) {
            switch segment {
            case .literal(let literal): guard literal == text else { return nil }
            case .part: parts.append(text)
            }
        }
        return parts
    }
}
