import Foundation

/// A word a member puts on a watch ("cinema", "35mm", "with ana"): 1 to 40 characters as a person counts
/// them, trimmed, with no control characters and no comma (tags are written apart by commas). Two tags are the same when they fold alike (case, accents,
/// runs of spaces: "Cinéma" is "cinema"); a member's tag is shown as they first wrote it.
public struct Tag: Sendable, Hashable, CustomStringConvertible {
    public static let maximumLength = 40
    public static let maximumPerWatch = 20

    public let text: String

    public init(_ text: String) throws(TagError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        let named = String(trimmed.prefix(Self.maximumLength + 10))
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(named) }
        let isControl: (Unicode.Scalar) -> Bool = {
            $0.properties.generalCategory == .control || $0.properties.isBidiControl
        }
        guard !trimmed.unicodeScalars.contains(where: isControl) else {
            // Named without them: the message is shown too.
            throw .controlCharacter(String(String.UnicodeScalarView(named.unicodeScalars.filter { !isControl($0) })))
        }
        guard !trimmed.contains(",") else { throw .comma(named) }
        self.text = trimmed
    }

    /// A tag as a store kept it.
    public init(stored text: String) {
        self.text = text
    }

    /// What two tags are compared by: folded case and accents, one space between words.
    public var key: String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    public var description: String { text }

    public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Checked tags for one watch: each once (the first of those that fold alike), at most
    /// ``maximumPerWatch``.
    public static func list(_ texts: [String]) throws(TagError) -> [Tag] {
        // Counted as given: 21 tags are refused though two fold alike.
        guard texts.count <= maximumPerWatch else { throw .tooMany(texts.count) }
        var tags: [Tag] = []
        for text in texts {
            let tag = try Tag(text)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// Tags as a person types them in one field (and Letterboxd writes them): apart by commas.
    public static func list(commaSeparated text: String) throws(TagError) -> [Tag] {
        try list(texts(commaSeparated: text))
    }

    /// The tags of one field as typed, each trimmed, the empty ones between commas left out: what a form
    /// shows again when it is refused.
    public static func texts(commaSeparated text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension [Tag] {
    /// These tags and those of `more` they lack, when a watch may carry them all; else these alone.
    public func joined(with more: [Tag]) -> [Tag] {
        let all = self + more.filter { !contains($0) }
        return all.count <= Tag.maximumPerWatch ? all : self
    }

    /// These tags as the member first wrote each (`known`: their tags so far).
    public func asFirstWritten(in known: [Tag]) -> [Tag] {
        map { tag in known.first { $0 == tag } ?? tag }
    }
}
