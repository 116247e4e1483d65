public import MoviesDomain

/// What the saved-films screen shows.
public struct SavedFilmsState: Equatable, Sendable {
    public var items: [SavedFilmItemViewModel] = []
    /// 1-based; 0 before the first load.
    public var page = 0
    public var totalPages = 1
    public var totalCount = 0
    /// What Undo would take back now; nil when there is nothing to undo.
    public var undoable: SavedFilmsChange?
    /// What the last Undo took back; nil when it found nothing to undo, or the last input was another.
    public var undone: SavedFilmsChange?
    /// One line on what the last input did ("Removed 1 film.", "Undone."), in the screen's language.
    public var notice: String?
    /// The title of the one film the last input took out, where the source could say it.
    public var removedTitle: String?
    public var failure: ScreenFailure?

    public init() {}

    public var hasMorePages: Bool { page < totalPages }
}
