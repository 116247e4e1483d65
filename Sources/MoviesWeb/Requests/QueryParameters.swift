import Foundation
import Hummingbird
import MoviesDomain

extension Request {
    /// The query string as a form sends it: `+` is a space and `%2B` a plus. A pair that is not valid
    /// percent-encoded UTF-8 is left out (these build links; ``parameter(_:)`` refuses it).
    var formParameters: [(name: String, value: String)] {
        rawFormPairs.compactMap { pair in
            guard let name = Self.formDecoded(pair.name), let value = Self.formDecoded(pair.value) else { return nil }
            return (name, value)
        }
    }

    /// The first value of `name` in the query string; only that value is decoded. A value that is not
    /// valid percent-encoded UTF-8 (`%FF`, `a%`) is bad input, not text to search for.
    func parameter(_ name: String) throws(WebError) -> String? {
        guard let pair = rawFormPairs.first(where: { Self.formDecoded($0.name) == name }) else { return nil }
        guard let value = Self.formDecoded(pair.value) else {
            throw .badRequest("invalid_encoding", "\(name) is not valid percent-encoded UTF-8")
        }
        return value
    }

    /// The first 64 `name=value` pairs of the query string, still encoded.
    private var rawFormPairs: some Sequence<(name: Substring, value: Substring)> {
        (uri.query ?? "").split(separator: "&").prefix(64).lazy.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    /// Reads a number strictly: `abc`, `1.5`, `-1` and `99999999999999999999` are bad input.
    func integer(_ name: String, default defaultValue: Int) throws(WebError) -> Int {
        guard let text = try parameter(name) else { return defaultValue }
        guard let value = Int(text) else {
            throw .badRequest("invalid_\(name)", "\(name) must be a whole number, not '\(text.prefix(40))'")
        }
        return value
    }

    func pageNumber() throws(WebError) -> PageNumber {
        do {
            return try PageNumber(try integer("page", default: 1))
        } catch {
            throw WebError(error)  // passes a WebError through as it is
        }
    }

    /// nil when `text` is not valid percent-encoded UTF-8.
    private static func formDecoded(_ text: Substring) -> String? {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) { return String(text) }
        return text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
