import Foundation

/// The `boundary` parameter of a `multipart/form-data` type, checked as RFC 2046 §5.1.1 defines it (one to
/// seventy of its characters, not ending in a space) before the parser sees it: the parser traps on an
/// empty one, and a server that dies on one request is the worst bug there is.
enum MultipartBoundary {
    /// RFC 2046's `bcharsnospace`, and the space it allows inside a boundary.
    private static let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)

    /// The boundary of a `Content-Type` value, or nil when the type is not multipart/form-data or its
    /// boundary is missing, empty, too long or holds a character RFC 2046 does not allow.
    static func of(_ contentType: String) -> String? {
        let parameters = contentType.split(separator: ";", omittingEmptySubsequences: false)
        guard let type = parameters.first,
            type.trimmingCharacters(in: .whitespaces).lowercased() == "multipart/form-data"
        else { return nil }
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else {
                continue
            }
            var value = Substring(pair[1].trimmingCharacters(in: .whitespaces))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
            return checked(String(value))
        }
        return nil
    }

    static func checked(_ boundary: String) -> String? {
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), bytes.allSatisfy(allowed.contains), bytes.last != UInt8(ascii: " ")
        else { return nil }
        return boundary
    }
}
