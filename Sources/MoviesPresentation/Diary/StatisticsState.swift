public import MoviesDomain

/// What the statistics screen shows, worded: headline numbers, charts as bars with their labels (each a
/// table too, for screen readers), the people and films lists.
public struct StatisticsState: Equatable, Sendable {
    /// One bar: its label ("Mar"), its value, and the value as said ("3").
    public struct Bar: Equatable, Sendable {
        public let label: String
        public let value: Int

        public init(label: String, value: Int) {
            self.label = label
            self.value = value
        }
    }

    /// A chart: its title and bars, in order.
    public struct Chart: Equatable, Sendable {
        /// What programs and styles call it: `months`, `weekdays`, `years`, `ratings`, `decades`, `genres`.
        public let id: String
        public let title: String
        public let bars: [Bar]

        public var largest: Int { bars.map(\.value).max() ?? 0 }
    }

    /// A person of a list, with their page where they have one.
    public struct Person: Equatable, Sendable {
        public let name: String
        public let page: MoviesDomain.Person.ID?
        /// "3 films".
        public let films: String
    }

    /// A film of the highest rated.
    public struct Film: Equatable, Sendable {
        public let reference: FilmReference
        public let title: String
        public let year: Int?
        public let posterPath: String?
        public let stars: String
        public let rating: Int
    }

    /// "All time", "2024 in review".
    public var title = ""
    /// Nil for all time.
    public var year: Int?
    /// "42 films", "63 hours", "30 first watches · 12 rewatches", the longest run: what heads the page.
    public var headline: [String] = []
    public var charts: [Chart] = []
    public var directors: [Person] = []
    public var actors: [Person] = []
    public var highestRated: [Film] = []
    /// The members watched with most: "ana · 12 watches".
    public struct Companion: Equatable, Sendable {
        public let name: String
        public let watchesText: String
    }
    public var watchedWith: [Companion] = []
    /// "Watched with most".
    public var watchedWithHeading = ""
    /// The member's name, on someone else's public statistics.
    public var ownerName: String?
    /// The years with watches, newest first, for a choice of year.
    public var years: [Int] = []
    /// The numbers as counted, for a front end that writes them as a document.
    public var statistics: DiaryStatistics?
    public var isEmpty: Bool { (statistics?.watches ?? 0) == 0 }
    public var failure: ScreenFailure?

    public init() {}
}
