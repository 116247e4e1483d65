/// What an import wrote, and what it left: rows still to resolve, rows refused, and whether it stopped
/// early (cancelled: the batches written stay, and importing the file again adds only the rest).
public struct ImportOutcome: Sendable {
    public var watchesAdded = 0
    public var reviewsAdded = 0
    public var savedAdded = 0
    /// Lists made, and films put in lists (new or kept).
    public var listsAdded = 0
    public var listFilmsAdded = 0
    /// Favourite films added to the member's (up to their four).
    public var favouritesAdded = 0
    /// Watches liked: new ones, and the diary's given a like they lacked.
    public var likesAdded = 0
    /// Planned watches already in the diary (an earlier import of the same file): not added again.
    public var alreadyThere = 0
    /// The diary's watches given a day, a rating or a like they lacked (``ImportMerge``).
    public var watchesCompleted = 0
    public var refused: [ImportedFile.Refusal] = []
    public var unresolved: [ImportPlan.Unresolved] = []
    public var notes: [String] = []
    public var wasCancelled = false

    public init() {}
}

/// How far an import has come: watches written of those to write.
public struct ImportProgress: Sendable, Equatable {
    public let done: Int
    public let total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
