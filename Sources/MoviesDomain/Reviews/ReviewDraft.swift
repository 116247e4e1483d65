/// What a person writes about a film, checked: a rating from 1 to 10 (shown as half-stars out of five), an
/// optional text of at most 5,000 characters (code points, as the API's `maxLength` counts them: a letter
/// with a hundred combining accents is a hundred and one) and 20,000 bytes of UTF-8 (trimmed; empty is
/// none), and whether it gives the plot away. Line breaks are kept (a `\r\n` from a form is one `\n`); other control
/// characters and bidirectional controls are refused: they would reorder the page, or act on a terminal.
public struct ReviewDraft: Sendable, Equatable {
    public static let ratings = 1...10
    public static let maximumTextLength = 5_000
    public static let maximumTextBytes = 20_000

    public let rating: Int
    public let text: String?
    public let hasSpoilers: Bool

    public init(rating: Int, text: String?, hasSpoilers: Bool) throws(Error) {
        guard Self.ratings.contains(rating) else { throw .ratingOutOfRange(rating) }
        let trimmed = text?.replacing("\r\n", with: "\n").trimmingWhitespace()
        let kept = trimmed?.isEmpty == false ? trimmed : nil
        if let kept, ShownText.length(of: kept) > Self.maximumTextLength {
            throw .textTooLong(maximum: Self.maximumTextLength)
        }
        if let kept, kept.utf8.count > Self.maximumTextBytes {
            throw .textTooLarge(maximumBytes: Self.maximumTextBytes)
        }
        if let kept, kept.unicodeScalars.contains(where: \.properties.isBidiControl) { throw .bidiControl }
        if let kept, kept.unicodeScalars.contains(where: { $0 != "\n" && $0.properties.generalCategory == .control }) {
            throw .controlCharacter
        }
        self.rating = rating
        self.text = kept
        self.hasSpoilers = hasSpoilers
    }

    /// A review as a store (or a server) kept it, which the checks of its day may have let through with a
    /// character refused now (a tab, a control character): what was kept is shown, never lost, and every
    /// front end makes each character safe to show. Nil only for a rating no version took.
    public init?(storedRating rating: Int, text: String?, hasSpoilers: Bool) {
        guard Self.ratings.contains(rating) else { return nil }
        self.rating = rating
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
        self.hasSpoilers = hasSpoilers
    }

    /// The rating as stars out of five: 7 is three and a half.
    public var stars: Double { Double(rating) / 2 }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case ratingOutOfRange(Int)
        case textTooLong(maximum: Int)
        case textTooLarge(maximumBytes: Int)
        /// A bidirectional control (U+202E and its kin), which would turn the page's text around it.
        case bidiControl
        /// A control character other than a line break (an escape, a tab, a C1 control).
        case controlCharacter

        public var description: String {
            switch self {
            case .ratingOutOfRange(let rating): "a rating is from 1 to 10 (half-stars), not \(rating)"
            case .textTooLong(let maximum): "a review has at most \(maximum) characters"
            case .textTooLarge(let maximum): "a review has at most \(maximum) bytes of text"
            case .bidiControl: "a review has no bidirectional control characters"
            case .controlCharacter: "a review has no control characters but line breaks"
            }
        }
    }
}
