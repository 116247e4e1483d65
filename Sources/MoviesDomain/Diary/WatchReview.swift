public import Foundation

/// The review a watch carries, as on Letterboxd: what the member wrote of the film that time. Its rating is
/// the watch's; a watch has one review at most, and a film watched five times may have five.
public struct WatchReview: Sendable, Equatable {
    public let text: String?
    public let hasSpoilers: Bool
    /// When it was first written (for an imported review, the day the file says it was).
    public let written: Date
    /// When it was last rewritten; nil if never.
    public let edited: Date?

    public init(text: String?, hasSpoilers: Bool, written: Date, edited: Date? = nil) {
        self.text = text
        self.hasSpoilers = hasSpoilers
        self.written = written
        self.edited = edited
    }

    /// The checked text of a review written with the watch's `rating`.
    public init(_ content: ReviewDraft, written: Date, edited: Date? = nil) {
        self.init(text: content.text, hasSpoilers: content.hasSpoilers, written: written, edited: edited)
    }

    /// The review as a draft with the watch's rating; nil when the watch has none.
    public func content(rating: Int?) -> ReviewDraft? {
        rating.flatMap { ReviewDraft(storedRating: $0, text: text, hasSpoilers: hasSpoilers) }
    }
}
