import Foundation
import Hummingbird
import MoviesDomain

extension Request {
    /// The query string as a form sends it: `+` is a space and `%2B` a plus. Malformed percent-encoding
    /// is kept as typed rather than refused, as browsers do.
    var formParameters: [(name: String, value: String)] {
        rawFormPairs.map { (Self.formDecoded($0.name), Self.formDecoded($0.value)) }
    }

    /// The first value of `name` in the query string; only that value is decoded.
    func parameter(_ name: String) -> String? {
        rawFormPairs.first { Self.formDecoded($0.name) == name }.map { Self.formDecoded($0.value) }
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
        guard let text = parameter(name) else { return defaultValue }
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

    private static func formDecoded(_ text: Substring) -> String {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
