import Foundation
public import MoviesDomain

/// A watch as a form or a command line gives it: text, read here into what the diary takes. An empty day is
/// today; `unknown` is a day not known.
public struct WatchForm: Equatable, Sendable {
    public var day: String
    public var rating: String
    /// Nil lets the diary say (a rewatch when the film is in it already).
    public var isRewatch: Bool?
    public var isLiked: Bool
    public var review: String
    public var hasSpoilers: Bool
    public var keepSaved: Bool
    /// Each as typed: a form's one field is split at its commas (``Tag/texts(commaSeparated:)``), a command
    /// line's `--tag` or a program's list is one each.
    public var tags: [String]
    /// The members watched with, each as typed: a form's one field split at its commas
    /// (``names(commaSeparated:)``), a command line's `--with` one each.
    public var with: [String] = []
    /// The id the phone gave this log (``ReplayID``), as sent; nil for none.
    public var replayID: String?

    public init(
        day: String = "", rating: String = "", isRewatch: Bool? = nil, isLiked: Bool = false, review: String = "",
        hasSpoilers: Bool = false, keepSaved: Bool = false, tags: [String] = []
    ) {
        self.tags = tags
        self.day = day
        self.rating = rating
        self.isRewatch = isRewatch
        self.isLiked = isLiked
        self.review = review
        self.hasSpoilers = hasSpoilers
        self.keepSaved = keepSaved
    }

    /// The words that say a day is not known.
    public static let unknownDay: Set<String> = ["unknown", "?"]

    /// The draft the form says, `today` for an empty day.
    public func draft(today: CalendarDay) throws -> WatchDraft {
        let text = review.trimmingCharacters(in: .whitespacesAndNewlines)
        var draft = WatchDraft(
            day: try watchDay(today: today), rating: try watchRating(), isRewatch: isRewatch, isLiked: isLiked,
            review: text.isEmpty ? nil : WatchDraft.Review(text: review, hasSpoilers: hasSpoilers),
            keepSaved: keepSaved)
        draft.tags = try watchTags()
        if let replayID {
            guard let id = ReplayID(replayID) else { throw WatchError.notAReplayID }
            draft.replayID = id
        }
        return draft
    }

    /// The details an edit gives a watch; an edit says whether it is a rewatch.
    public func details(today: CalendarDay) throws -> WatchDetails {
        try WatchDetails(
            day: try watchDay(today: today), rating: try watchRating(), isRewatch: isRewatch ?? false, isLiked: isLiked,
            tags: try watchTags())
    }

    private func watchTags() throws(WatchError) -> [Tag] {
        do { return try Tag.list(tags) } catch { throw .tags(error) }
    }

    private func watchDay(today: CalendarDay) throws -> CalendarDay? {
        let text = day.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return today }
        if Self.unknownDay.contains(text.lowercased()) { return nil }
        return try CalendarDay(text)
    }

    /// The names of a form's one field, apart by commas.
    public static func names(commaSeparated text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The rating alone, checked: nil for none.
    public func ratingValue() throws -> Int? { try watchRating() }

    private func watchRating() throws -> Int? {
        let text = rating.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        guard let value = Int(text) else { throw WatchError.ratingNotANumber(String(text.prefix(20))) }
        guard WatchDetails.ratings.contains(value) else { throw WatchError.ratingOutOfRange(value) }
        return value
    }
}
