import Hummingbird
import MoviesDomain

/// Reads the query string's numbers strictly: `abc`, `1.5`, `-1` and `99999999999999999999` are bad input.
extension Request {
    func integer(_ name: String, default defaultValue: Int) throws(WebError) -> Int {
        guard let text = uri.queryParameters.get(name) else { return defaultValue }
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
