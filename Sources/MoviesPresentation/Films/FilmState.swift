public import MoviesDomain

/// What a film's screen shows: every fact of the film, whether the member saved it, its reviews, and
/// the rows after it (its series, films like it).
public struct FilmState: Sendable {
    /// The entity behind the details, for a front end that writes it as a document.
    public var movie: Movie?
    public var details: MovieDetailsContent?
    /// How the film is named for saving and reviewing.
    public var film: FilmReference?
    public var isSaved = false
    /// What the member's diary says of the film ("Watched 3 times, last on March 12, 2024 · your rating
    /// 8/10"); nil when it says nothing.
    public var diaryLine: String?
    /// What the diary line says, for a front end that writes it as a document.
    public var diary: FilmDiarySummary?
    /// Whether the member's diary has the film.
    public var hasWatched = false
    /// Whether the log form marks a new watch a rewatch: the diary has a watch of the film on a known day
    /// (a watch of no day takes the new one's day instead).
    public var logIsRewatch = false
    public var reviews: FilmReviewsState?
    /// "In this series" and "More like this", each left out when empty.
    public var rows: [FilmsRow] = []
    public var series: [MoviesListItemViewModel] = []
    public var similar: [MoviesListItemViewModel] = []
    /// Why the rows are empty when the source could not say (the rows are extras: the screen stands).
    public var rowsFailure: ScreenFailure?
    public var failure: ScreenFailure?
    /// The films words named for a write might be, when they named none or several
    /// (``FilmLookup/title(_:)``): what a person picks from.
    public var candidates: [MoviesListItemViewModel] = []
    /// What the last save or removal did ("Saved “Heat”."), or why it could not.
    public var notice: String?
    public var saveFailure: ScreenFailure?
    /// The watch logged last from this screen, which an undo takes back, and whether logging took the film
    /// out of the saved films (the undo saves it again).
    public var undoableLog: UndoableLog?

    public struct UndoableLog: Sendable, Equatable {
        public let watch: Watch.ID
        public let unsaved: Bool

        public init(watch: Watch.ID, unsaved: Bool) {
            self.watch = watch
            self.unsaved = unsaved
        }
    }

    public init() {}
}
