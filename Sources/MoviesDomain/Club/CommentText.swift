/// A comment's words, checked: 1 to 2,000 characters once trimmed (and at most 8,000 bytes of UTF-8, which
/// bound what a character can hide), line breaks kept (a `\r\n` is one `\n`), no other control character,
/// no bidirectional control, which would reorder the page or act on a terminal, and nothing that shows
/// nothing (``ShownText``).
public struct CommentText: Sendable, Equatable, CustomStringConvertible {
    public static let lengths = 1...2_000
    public static let maximumBytes = 8_000

    public let description: String

    public init(_ text: String) throws(CommentError) {
        let kept = text.replacing("\r\n", with: "\n").trimmingWhitespace()
        guard !kept.isEmpty else { throw .empty }
        guard ShownText.length(of: kept) <= Self.lengths.upperBound, kept.utf8.count <= Self.maximumBytes else {
            throw .tooLong(maximum: Self.lengths.upperBound)
        }
        if kept.unicodeScalars.contains(where: { $0.properties.isBidiControl }) { throw .controlCharacter }
        if kept.unicodeScalars.contains(where: { $0 != "\n" && $0.properties.generalCategory == .control }) {
            throw .controlCharacter
        }
        // Text that shows nothing (U+FEFF, a Hangul filler) or hides something (zero-width, tag characters).
        if ShownText.hiddenCharacter(in: kept, allowingLineBreaks: true) != nil { throw .invisibleCharacter }
        description = kept
    }

    /// A comment as a store kept it: shown as it was written, never lost to a check of a later day.
    public init(stored: String) {
        description = stored
    }
}
