import Foundation

/// A query string as a form sends it: `name=value` pairs joined by `&`, `+` a space and `%2B` a plus.
/// Requests read theirs with it, and the route table reads back the addresses it writes.
enum FormQuery {
    /// The first 64 pairs, still encoded.
    static func rawPairs(_ query: String) -> some Sequence<(name: Substring, value: Substring)> {
        query.split(separator: "&").prefix(64).lazy.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    /// The pairs decoded; a pair that is not valid percent-encoded UTF-8 is left out.
    static func pairs(_ query: String) -> [(name: String, value: String)] {
        rawPairs(query).compactMap { pair in
            guard let name = decoded(pair.name), let value = decoded(pair.value) else { return nil }
            return (name, value)
        }
    }

    /// nil when `text` is not valid percent-encoded UTF-8.
    static func decoded(_ text: Substring) -> String? {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) { return String(text) }
        return text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
