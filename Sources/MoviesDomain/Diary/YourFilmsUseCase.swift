/// A member's own films for their home page, from the diary and their saved films: three reads, each one
/// page (the latest watches, the latest saved films, which of those were watched).
public struct YourFilmsUseCase: Sendable {
    private let diary: DiaryUseCase
    private let saved: SavedFilmsUseCase

    public init(diary: DiaryUseCase, saved: SavedFilmsUseCase) {
        self.diary = diary
        self.saved = saved
    }

    /// Up to `count` of each: watches, newest first; saved films not watched, from the latest page saved.
    public func yourFilms(of member: User.ID, count: Int) async throws -> YourFilms {
        async let watches = diary.diary(of: member, page: .first)
        async let savedPage = saved.list(for: member, page: .first)
        let (diaryPage, savedFilms) = try await (watches, savedPage)
        let marks = try await diary.marks(among: savedFilms.items.map(\.film), for: member)
        let toWatch = savedFilms.items.filter { marks[$0.film]?.watched != true }
        return YourFilms(
            latestWatches: Array(diaryPage.items.prefix(count)), toWatch: Array(toWatch.prefix(count)),
            watchCount: diaryPage.totalCount)
    }
}
