import Foundation

/// Where a form may send a person afterwards (`return=/saved?page=2`): a page of this site, and nothing a
/// browser could read as another site. Browsers parse `Location` by the WHATWG URL rules, which drop tabs
/// and line breaks anywhere, read `\` as `/` and trim spaces and control characters, so `/<TAB>/evil.com`
/// arrives as `//evil.com`. A path is taken only if none of those tricks applies and its first segment is a
/// page a person is sent back to; anything else is `/`.
enum ReturnPath {
    /// The first segments of the pages a form returns to (`""` is the search page).
    static let pages: Set<String> = ["", "movies", "discover", "people", "saved", "settings", "u"]

    static func checked(_ location: String?) -> String {
        guard let location, isSitePath(location) else { return "/" }
        let path = location.prefix { $0 != "?" && $0 != "#" }
        let first = path.dropFirst().prefix { $0 != "/" }
        guard pages.contains(String(first)) else { return "/" }
        // A query decoded from the address may hold letters beyond ASCII; a header carries them encoded.
        return location.addingPercentEncoding(withAllowedCharacters: asciiPrintable) ?? "/"
    }

    /// Whether a browser reads `location` as a path of this site: one leading `/`, then no `/` or `\`, and
    /// nothing a URL parser drops or folds. What the site's own redirects are held to.
    static func isSitePath(_ location: String) -> Bool {
        location.hasPrefix("/") && !location.hasPrefix("//") && location.unicodeScalars.allSatisfy(isSafe)
    }

    /// No control character, space or backslash (nor their look-alikes the parser folds: all are C0, DEL
    /// or C1 controls, space, or `\`).
    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar != "\\" && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
            && scalar.properties.generalCategory != .format && !scalar.properties.isWhitespace
    }

    private static let asciiPrintable = CharacterSet(charactersIn: Unicode.Scalar(0x21)!...Unicode.Scalar(0x7E)!)
}
