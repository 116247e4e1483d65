/// What an import read and will add, as a person is told it before anything is written: the file's
/// rows, the films found and how, those left to choose, the rows refused, and the counts to add. A plan
/// made here gives it (``ImportPlan/summary``), and so does a server that read the file.
public struct ImportSummary: Sendable {
    public var origin: ImportedFile.Origin
    public var rowCount: Int
    public var matchedBy: [FilmMatch.Reason: Int]
    public var unresolved: [ImportPlan.Unresolved]
    public var refused: [ImportedFile.Refusal]
    public var toAdd: (watches: Int, reviews: Int, saved: Int, completed: Int)
    /// The lists it will make, and the films it will put in lists.
    public var listsToAdd: (lists: Int, films: Int) = (0, 0)
    /// The watches it will like (new ones and the diary's), and the favourite films it will add.
    public var likesToAdd: (likes: Int, favourites: Int) = (0, 0)
    /// The films it will add as new, as the file names them: a dry run's (a run adds them before it writes).
    public var newFilms: [FilmHint] = []
    public var notes: [String]
    /// How the file's days were read, where it writes them as numbers alone.
    public var dayOrder: DayOrder?

    public init(
        origin: ImportedFile.Origin, rowCount: Int, matchedBy: [FilmMatch.Reason: Int],
        unresolved: [ImportPlan.Unresolved], refused: [ImportedFile.Refusal],
        toAdd: (watches: Int, reviews: Int, saved: Int, completed: Int), notes: [String], dayOrder: DayOrder? = nil
    ) {
        self.dayOrder = dayOrder
        self.origin = origin
        self.rowCount = rowCount
        self.matchedBy = matchedBy
        self.unresolved = unresolved
        self.refused = refused
        self.toAdd = toAdd
        self.notes = notes
    }
}

extension ImportPlan {
    public var summary: ImportSummary {
        let written = written
        var summary = ImportSummary(
            origin: file.origin, rowCount: rowCount, matchedBy: matchedBy, unresolved: unresolved,
            refused: (refused + written.refused).sorted {
                ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line)
            },
            toAdd: written.counts, notes: file.notes, dayOrder: file.dayOrder)
        summary.listsToAdd = listCounts
        summary.newFilms = newFilms
        summary.likesToAdd = (written.likes, Self.favouritesToAdd(favourites, beside: keptFavourites).count)
        return summary
    }
}
