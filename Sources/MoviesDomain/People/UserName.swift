import Foundation

/// The name a person signs in with and is shown by: 3 to 30 letters, digits, `.`, `_` and `-`. Full-width
/// forms are read as their usual ones, so `ＡＮＡ` is `ANA`; two names that differ only in case are the same
/// name (``key``), which is what "taken" is decided on. A few names are kept for the site itself.
public struct UserName: Sendable, Hashable, CustomStringConvertible {
    public static let lengths = 3...30
    /// Names that would read as the site's own pages or staff (`me` and `u` are too short to be chosen).
    public static let reserved: Set<String> = [
        "about", "admin", "administrator", "api", "help", "local", "metrics", "movies", "moderator", "posters", "ready",
        "root", "saved", "settings", "signin", "signout", "signup", "static", "support", "system",
    ]

    /// The name as chosen, with full-width forms read as their usual ones.
    public let text: String
    /// The name folded for comparison: two names with the same key are the same name.
    public let key: String

    public init(_ raw: String) throws(Error) {
        try self.init(raw, allowingReserved: false)
    }

    /// A name read back from a store: checked as a new one is, but a reserved name (the command line's
    /// own ``local`` profile) is let through.
    public init(stored raw: String) throws(Error) {
        try self.init(raw, allowingReserved: true)
    }

    /// The name of the command line's profile: one person at one machine, who never signs in.
    public static let local = try! UserName(stored: "local")

    private init(_ raw: String, allowingReserved: Bool) throws(Error) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCompatibilityMapping
        guard text.count >= Self.lengths.lowerBound else { throw .tooShort(minimum: Self.lengths.lowerBound) }
        guard text.count <= Self.lengths.upperBound else { throw .tooLong(maximum: Self.lengths.upperBound) }
        if let bad = text.first(where: { !Self.isAllowed($0) }) { throw .notAllowed(bad) }
        let key = text.lowercased()
        guard allowingReserved || !Self.reserved.contains(key) else { throw .reserved(text) }
        self.text = text
        self.key = key
    }

    public var description: String { text }

    public static func == (lhs: UserName, rhs: UserName) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private static func isAllowed(_ character: Character) -> Bool {
        character == "." || character == "_" || character == "-" || character.isLetter || character.isNumber
    }
}
