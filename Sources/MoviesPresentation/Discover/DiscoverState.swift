public import MoviesDomain

/// What the browse screen shows: the filter as asked, the genres to choose from, and the films it
/// allows as a list that grows (the search screen's list), with which of them the member saved.
public struct DiscoverState: Sendable {
    /// None when the address could not be read as a filter (the list says why).
    public var filter: DiscoverFilter?
    public var genres: [Genre] = []
    public var list = MoviesListState()
    public var marks: SavedMarks
    /// What the last save or removal did ("Saved “Heat”.").
    public var notice: String?
    /// A failure of the screen beyond the list (the member's saved films could not be read).
    public var failure: ScreenFailure?

    public init(marks: SavedMarks) {
        self.marks = marks
    }
}

extension DiscoverState: SavedMarksState {}
