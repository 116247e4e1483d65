public import MoviesDomain

/// Tonight's pick as a screen shows it: the form (friends to choose, length, genres, decades) with what was
/// chosen, and the films, each with everyone's outlook in words.
public struct PickState: Sendable, Equatable {
    /// One member's outlook on a film: "ana: about 8/10", and why.
    public struct Outlook: Sendable, Equatable {
        public let name: String
        public let text: String
        public let reasons: [String]
    }

    public struct Row: Sendable, Equatable, Identifiable {
        public let film: GroupFilm
        public let reference: FilmReference
        public let title: String
        public let year: Int?
        public let runtime: Int?
        public let posterPath: String?
        /// "Everyone about 7/10 or more".
        public let leastText: String
        public let outlooks: [Outlook]
        public var id: Movie.ID { film.movie.id }
    }

    /// A choice of the form: its value, its words, whether chosen.
    public struct Choice: Sendable, Equatable {
        public let value: String
        public let label: String
        public let chosen: Bool
    }

    public var heading = ""
    public var intro = ""
    /// The friends to choose from, those chosen checked.
    public var friends: [Choice] = []
    public var lengths: [Choice] = []
    public var genres: [Choice] = []
    public var decades: [Choice] = []
    /// The members the films are for, the member first; empty before a pick.
    public var members: [User] = []
    public var rows: [Row] = []
    /// What stands where there are no films: no friends yet, the form not sent, nothing fits.
    public var emptyText = ""
    public var pick: GroupPick?
    public var failure: ScreenFailure?

    public init() {}
}
