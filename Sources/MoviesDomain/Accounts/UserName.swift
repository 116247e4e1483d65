import Foundation

/// The name a person signs in with and is shown by: 3 to 30 letters, digits, `.`, `_` and `-`, in one
/// script (UTS #39: Latin, Cyrillic, Greek, Hangul… but not `аdmin` with a Cyrillic а), with no invisible
/// or bidirectional control character. Full-width forms are read as their usual ones, so `ＡＮＡ` is `ANA`;
/// two names a reader cannot tell apart are the same name (``key``, their confusable skeleton with case
/// folded: `Alice`, `a1ice`, and an all-Cyrillic look-alike), which is what "taken" is decided on. A few
/// names are kept for the site itself, and so are their look-alikes.
public struct UserName: Sendable, Hashable, CustomStringConvertible {
    public static let lengths = 3...30
    /// Names that would read as the site's own pages or staff (`me` and `u` are too short to be chosen).
    public static let reserved: Set<String> = [
        "about", "admin", "administrator", "api", "help", "local", "metrics", "movies", "moderator", "posters", "ready",
        "root", "saved", "settings", "signin", "signout", "signup", "static", "support", "system",
    ]

    /// The name as chosen, with full-width forms read as their usual ones.
    public let text: String
    /// The name folded for comparison (case, then UTS #39's skeleton): two names with the same key are the
    /// same name.
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
        guard ShownText.length(of: text) <= Self.lengths.upperBound else {
            throw .tooLong(maximum: Self.lengths.upperBound)
        }
        if let bad = text.first(where: { !Self.isAllowed($0) }) { throw .notAllowed(bad) }
        // Names stored before these rules read back as they are; a new one keeps to them.
        if !allowingReserved {
            // `alice.` or `-alice` would read as `alice` in a sentence or an address.
            if let edge = [text.first, text.last].compactMap({ $0 }).first(where: { !$0.isLetter && !$0.isNumber }) {
                throw .edge(edge)
            }
            if let hidden = text.unicodeScalars.first(where: Self.isInvisible) { throw .notAllowed(Character(hidden)) }
            guard IdentifierScripts.isSingleScript(text) else {
                throw .mixedScripts(IdentifierScripts.scripts(of: text).sorted())
            }
        }
        let key = Self.key(of: text)
        guard allowingReserved || !Self.reservedKeys.contains(key) else { throw .reserved(text) }
        self.text = text
        self.key = key
    }

    public var description: String { text }

    public static func == (lhs: UserName, rhs: UserName) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The key of a name as typed: case folded before and after the skeleton, whose targets are sometimes
    /// capitals (`0` looks like `O`).
    static func key(of text: String) -> String {
        Confusables.skeleton(text.lowercased()).lowercased()
    }

    private static let reservedKeys = Set(reserved.map(key(of:)))

    /// A default-ignorable scalar (a zero-width joiner, a soft hyphen) or a bidirectional control: nothing
    /// a reader sees, everything a look-alike needs.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isBidiControl
    }

    private static func isAllowed(_ character: Character) -> Bool {
        character == "." || character == "_" || character == "-" || character.isLetter || character.isNumber
    }
}
