public import MoviesDomain

/// One watch as the diary lists it, worded for display.
public struct WatchItemViewModel: Equatable, Sendable, Identifiable {
    public let id: Watch.ID
    public let film: FilmReference
    public let title: String
    public let year: Int?
    public let posterPath: String?
    /// "Mar 12" under its month's heading; "Date unknown".
    public let dayText: String
    /// The day as written (`2024-03-12`), nil when unknown.
    public let day: String?
    public let rating: Int?
    /// Out of five, in halves (3.5 for 7).
    public let stars: Double?
    /// "8/10"; nil with no rating.
    public let ratingText: String?
    /// "★★★½☆"; nil with no rating.
    public let starsText: String?
    public let isRewatch: Bool
    public let isLiked: Bool
    /// The watch carries a review.
    public let isReviewed: Bool
    /// Its tags as written.
    public let tags: [String]
    /// The members watched with, and "with ana and bob" (nil for nobody).
    public let companions: [String]
    public let withText: String?
    /// "from Jellyfin", for a watch recorded elsewhere; nil for one logged here by hand.
    public let sourceText: String?
    public let watch: Watch

    public init(_ watch: Watch, strings: Strings) {
        id = watch.id
        film = watch.film.reference
        title = watch.film.title
        year = watch.film.year
        posterPath = watch.film.posterPath
        let words = strings.diary
        dayText = watch.details.day.map { words.shortDay($0.month, $0.day) } ?? words.dateUnknown
        day = watch.details.day?.description
        rating = watch.details.rating
        stars = watch.details.stars
        ratingText = watch.details.rating.map { "\($0)/10" }
        starsText = watch.details.rating.map { ReviewItemViewModel.stars($0) }
        isRewatch = watch.details.isRewatch
        isLiked = watch.details.isLiked
        isReviewed = watch.isReviewed
        tags = watch.details.tags.map(\.text)
        companions = watch.companions
        withText = watch.companions.isEmpty ? nil : strings.together.with(watch.companions)
        sourceText = watch.source.map(strings.plays.from)
        self.watch = watch
    }
}

/// A month of the diary: its heading and its watches, newest first.
public struct DiaryMonthViewModel: Equatable, Sendable {
    /// "March 2024"; "Date unknown" for the watches of no known day.
    public let heading: String
    public let items: [WatchItemViewModel]

    /// The watches in months, in the order given.
    public static func months(of watches: [Watch], strings: Strings) -> [DiaryMonthViewModel] {
        var months: [DiaryMonthViewModel] = []
        var current: (key: String, heading: String, items: [WatchItemViewModel])?
        for watch in watches {
            let day = watch.details.day
            let key = day.map { "\($0.year)-\($0.month)" } ?? "unknown"
            if current?.key != key {
                if let current { months.append(DiaryMonthViewModel(heading: current.heading, items: current.items)) }
                let heading = day.map { strings.diary.month($0.year, $0.month) } ?? strings.diary.dateUnknown
                current = (key, heading, [])
            }
            current?.items.append(WatchItemViewModel(watch, strings: strings))
        }
        if let current { months.append(DiaryMonthViewModel(heading: current.heading, items: current.items)) }
        return months
    }
}
