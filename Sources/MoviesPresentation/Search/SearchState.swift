/// What the search results screen shows: the films found, the people the query names above them, which
/// of the films the member saved, and a note on what the catalog holds.
public struct SearchState: Sendable {
    public var list = MoviesListState()
    /// The people the query names (first page only; a query of fewer than three letters names nobody).
    public var people: [PersonMatchItem] = []
    public var marks: SavedMarks
    /// "The catalog holds … films", shown with the results when the source is the catalog and the query
    /// named nobody.
    public var coverageNote: String?
    /// What the last save or removal did ("Saved “Heat”.").
    public var notice: String?
    /// A failure of the screen beyond the list (the member's saved films could not be read).
    public var failure: ScreenFailure?

    public init(marks: SavedMarks) {
        self.marks = marks
    }
}

extension SearchState: SavedMarksState {}
