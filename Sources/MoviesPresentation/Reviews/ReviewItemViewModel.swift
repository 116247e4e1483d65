public import Foundation
public import MoviesDomain

/// One review, ready to show: who, how many stars, when, and what they wrote.
public struct ReviewItemViewModel: Equatable, Sendable {
    public let review: Review
    /// Whether the member looking found it helpful.
    public let isLiked: Bool
    private let strings: Strings

    public init(_ review: Review, isLiked: Bool = false, strings: Strings = .english) {
        self.review = review
        self.isLiked = isLiked
        self.strings = strings
    }

    public var authorName: String { review.authorName.text }
    public var filmTitle: String { review.film.title }
    public var rating: Int { review.content.rating }
    /// Half-stars out of five, a picture of the rating: `★★★½☆` for 7.
    public var starsText: String { Self.stars(review.content.rating) }
    /// `7/10`: the rating on the scale every rating in the app is shown on.
    public var ratingText: String { "\(review.content.rating)/10" }
    /// "rating 7 of 10", for a screen reader.
    public var ratingAccessibleText: String { strings.ratingOutOfTen(String(review.content.rating)) }
    public var text: String? { review.content.text }
    public var hasSpoilers: Bool { review.content.hasSpoilers }
    /// The day of the watch it is on ("watched 12 March 2024"), or, on a watch of no known day, the day it
    /// was first written; in the screen's language.
    public var dateText: String {
        guard let day = review.day else { return Self.day(review.written, strings) }
        return strings.members.watchedOn(strings.day(day.year, day.month, day.day))
    }
    public var isEdited: Bool { review.edited != nil }
    /// "3 members found this helpful"; nil when nobody has said so.
    public var likesText: String? { review.likes > 0 ? strings.opinions.likes(review.likes) : nil }

    public static func == (lhs: ReviewItemViewModel, rhs: ReviewItemViewModel) -> Bool {
        lhs.review == rhs.review && lhs.isLiked == rhs.isLiked && lhs.strings.language == rhs.strings.language
    }

    /// Five stars, full or half, for a rating from 1 to 10: `★★★½☆` for 7, or `★★★½` without the empty
    /// ones.
    public static func stars(_ rating: Int, empty: Bool = true) -> String {
        let full = rating / 2
        let half = rating % 2
        return String(repeating: "★", count: full) + (half == 1 ? "½" : "")
            + (empty ? String(repeating: "☆", count: 5 - full - half) : "")
    }

    /// A day (a joining date, say) as reviews show theirs.
    public static func dayText(_ date: Date, strings: Strings) -> String {
        day(date, strings)
    }

    static func day(_ date: Date, _ strings: Strings) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return strings.day(parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}
