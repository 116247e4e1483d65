/// What a user searched for: trimmed, with inner whitespace collapsed to single spaces, never empty, at
/// most ``maximumLength`` characters and ``maximumScalars`` Unicode scalars (a letter with a thousand
/// combining marks is one character, and would be kilobytes saved with every search). Two queries that
/// differ only in case or spacing are equal.
public struct MovieQuery: Sendable, CustomStringConvertible {
    public static let maximumLength = 200
    public static let maximumScalars = 400

    /// The query as the user spelled it, tidied.
    public let text: String

    /// Throws ``MovieQuery/Error`` for text that is empty once tidied or longer than ``maximumLength``.
    public init(_ rawText: String) throws(Error) {
        let words = rawText.unicodeScalars
            .split(whereSeparator: { $0.properties.isWhitespace || $0.properties.generalCategory == .control })
            .map { String(String.UnicodeScalarView($0)) }
        let text = words.joined(separator: " ")
        guard !text.isEmpty else { throw .empty }
        guard text.count <= Self.maximumLength else {
            throw .tooLong(length: text.count, maximum: Self.maximumLength)
        }
        let scalars = text.unicodeScalars.count
        guard scalars <= Self.maximumScalars else { throw .tooLong(length: scalars, maximum: Self.maximumScalars) }
        self.text = text
    }

    /// The spelling used for comparisons: case folded.
    public var normalizedText: String { text.lowercased() }

    public var description: String { text }
}

extension MovieQuery: Hashable {
    public static func == (lhs: MovieQuery, rhs: MovieQuery) -> Bool {
        lhs.normalizedText == rhs.normalizedText
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(normalizedText)
    }
}
