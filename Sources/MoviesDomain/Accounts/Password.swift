/// A password as a person typed it: at least 8 characters and at most 72 bytes of UTF-8 (bcrypt reads no
/// further, and a longer one would be silently cut), with no control character (bcrypt stops at NUL, so
/// `secret\0AAAAAAAA` would be the password `secret`). It is never shown: its description says so.
public struct Password: Sendable, CustomStringConvertible {
    public static let minimumLength = 8
    public static let maximumBytes = 72

    public let text: String

    public init(_ text: String) throws(Error) {
        guard text.count >= Self.minimumLength else { throw .tooShort(minimum: Self.minimumLength) }
        guard text.utf8.count <= Self.maximumBytes else { throw .tooLong(maximumBytes: Self.maximumBytes) }
        guard !Self.hasControlCharacter(text) else { throw .controlCharacter }
        self.text = text
    }

    public var description: String { "<password>" }

    /// Whether `text` holds a control character (NUL, a tab, a newline, DEL, C1): no keyboard types one
    /// into a password field, and bcrypt would cut the password at a NUL.
    public static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case tooShort(minimum: Int)
        case tooLong(maximumBytes: Int)
        case controlCharacter

        public var description: String {
            switch self {
            case .tooShort(let minimum): "a password needs at least \(minimum) characters"
            case .tooLong(let maximum):
                "a password has at most \(maximum) bytes (about \(maximum / 4) to \(maximum) characters)"
            case .controlCharacter: "a password has no control characters (tabs, line breaks, NUL)"
            }
        }
    }
}
