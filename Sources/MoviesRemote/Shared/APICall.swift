import MoviesAPI
import NIOHTTP1

/// One request to a Movies server: an operation of the contract (`MoviesAPI`) with its path filled in. The
/// client sends nothing else (but `/health` and posters, pages of the site rather than operations), and
/// names each operation by its declaration, so a call to one that does not exist does not compile.
struct APICall: Sendable {
    let operation: String
    let method: HTTPMethod
    /// The path without its leading slash, each parameter one segment.
    let path: String

    /// `operation` with `values` for its path's parameters, in order.
    static func make(_ operation: APIOperation, _ values: String...) -> APICall {
        APICall(
            operation: operation.id, method: HTTPMethod(rawValue: operation.method.rawValue),
            path: String(operation.path(values, segment: segment).dropFirst()))
    }

    /// A poster as the site serves it (`/posters/{path}?w=`).
    static func poster(_ path: String) -> APICall {
        APICall(operation: "poster", method: .GET, path: "posters/\(path)")
    }

    /// A value as one path segment: no id has a slash, `?` or `#`, so one that does is made one that no
    /// film has (the URL's own encoding does the rest).
    static func segment(_ value: String) -> String {
        String(value.map { "/?#".contains($0) ? "_" : $0 })
    }
}
