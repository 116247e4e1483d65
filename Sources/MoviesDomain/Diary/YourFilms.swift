/// What a member's home page starts from: the films they watched last, and saved films they have not
/// watched yet.
public struct YourFilms: Sendable {
    /// Newest first.
    public let latestWatches: [Watch]
    /// Saved films with no watch in the diary, the latest saved first.
    public let toWatch: [SavedFilm]
    /// Every watch in the diary.
    public let watchCount: Int

    public init(latestWatches: [Watch], toWatch: [SavedFilm], watchCount: Int) {
        self.latestWatches = latestWatches
        self.toWatch = toWatch
        self.watchCount = watchCount
    }

    public var isEmpty: Bool { latestWatches.isEmpty && toWatch.isEmpty }
}
