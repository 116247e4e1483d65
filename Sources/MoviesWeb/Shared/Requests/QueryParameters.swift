import Foundation
import Hummingbird
import MoviesDomain

extension Request {
    /// The query string as a form sends it: `+` is a space and `%2B` a plus. A pair that is not valid
    /// percent-encoded UTF-8 is left out (these build links; ``parameter(_:)`` refuses it).
    var formParameters: [(name: String, value: String)] {
        FormQuery.pairs(uri.query ?? "")
    }

    /// The first value of `name` in the query string; only that value is decoded. A value that is not
    /// valid percent-encoded UTF-8 (`%FF`, `a%`) is bad input, not text to search for.
    func parameter(_ name: String) throws(WebError) -> String? {
        let pairs = FormQuery.rawPairs(uri.query ?? "")
        guard let pair = pairs.first(where: { FormQuery.decoded($0.name) == name }) else { return nil }
        guard let value = FormQuery.decoded(pair.value) else {
            throw .badRequest("invalid_encoding", "\(name) is not valid percent-encoded UTF-8")
        }
        // No store keeps a NUL in text: refused here, before any store sees it.
        guard !value.unicodeScalars.contains("\u{0}") else {
            throw .badRequest("invalid_text", "\(name) holds a NUL character")
        }
        return value
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
}
