import MoviesDomain
import MoviesPresentation

/// What a list a page at a time shows of its screen's state: the page, how many, and why it failed.
protocol PagedListState: Sendable {
    var page: Int { get }
    var totalPages: Int { get }
    var failure: ScreenFailure? { get }
    var itemCount: Int { get }
    /// Whether the screen has answered: a page, or a failure.
    var isLoaded: Bool { get }
}

extension PagedListState {
    var isLoaded: Bool { page > 0 || failure != nil }
}

extension SavedFilmsState: PagedListState {
    var itemCount: Int { items.count }
}

extension DiaryState: PagedListState {
    var itemCount: Int { items.count }
}

extension ListsState: PagedListState {
    var itemCount: Int { lists.count }
    var isLoaded: Bool { hasLoaded || failure != nil }
}

extension ListState: PagedListState {
    var itemCount: Int { entries.count }
    var isLoaded: Bool { list != nil || failure != nil }
}

/// A tab's list a page at a time (saved films, the diary, lists): its screen's latest state followed, the cursor
/// kept on the row where it was as the list changes, and ← → turning the pages, each press a page however
/// quickly they come (from the page last asked for, not from one still loading).
@MainActor
final class PagedListFollow<State: PagedListState> {
    private(set) var state: State?
    var cursor = ListCursor()
    private var requestedPage: Int?
    private var following: Task<Void, Never>?

    /// Follows `states` (a first page, or a failure, on), calling `changed` after each.
    func follow(_ states: AsyncStream<State>, height: @escaping () -> Int, changed: @escaping () -> Void) {
        following?.cancel()
        following = Task { [weak self] in
            for await state in states where state.isLoaded {
                guard let self else { return }
                self.state = state
                if requestedPage == state.page { requestedPage = nil }
                cursor.move(to: cursor.selected, count: state.itemCount, height: max(1, height()))
                changed()
            }
        }
    }

    func stop() { following?.cancel() }

    /// The page to show now (the first before any): what showing the tab again loads.
    var currentPage: PageNumber { (try? PageNumber(max(1, state?.page ?? 1))) ?? .first }

    /// The page ← or → asks for, or nil at either end.
    func turn(_ key: Key) -> PageNumber? {
        guard let state, key == .left || key == .right else { return nil }
        let page = (requestedPage ?? state.page) + (key == .right ? 1 : -1)
        guard page >= 1, page <= state.totalPages, let number = try? PageNumber(page) else { return nil }
        requestedPage = page
        cursor = ListCursor()
        return number
    }
}
