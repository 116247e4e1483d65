public import MoviesDomain

/// What the diary screen shows.
public struct DiaryState: Equatable, Sendable {
    public var months: [DiaryMonthViewModel] = []
    public var filter = DiaryFilter.all
    /// 1-based; 0 before the first load.
    public var page = 0
    public var totalPages = 1
    public var totalCount = 0
    /// One line on what the last input did ("Deleted your watch of “Heat”."), in the screen's language.
    public var notice: String?
    /// Whether Undo would bring back a deleted watch now.
    public var canUndo = false
    /// The watch the last input deleted or brought back.
    public var changed: Watch?
    /// Whether it is the reader's own diary (which they may change), or someone's public one.
    public var isOwn = true
    /// Whether anyone may read it.
    public var isPublic = false
    /// The member lets their private diary shape their friends' picks, unnamed.
    public var shapesPicks = false
    /// The member's name, on someone else's public diary.
    public var ownerName: String?
    public var failure: ScreenFailure?
    /// What an empty page says: that the diary is empty, or what the filter left out ("No watches in 1999.").
    public var emptyText = ""
    /// The diary's tags with how many watches carry each, most used first: what it can be filtered by.
    public var tags: [TagCount] = []

    public init() {}

    public var items: [WatchItemViewModel] { months.flatMap(\.items) }
    public var hasMorePages: Bool { page < totalPages }
}
