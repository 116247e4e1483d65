import MoviesDomain
import MoviesPresentation

/// One list a page at a time as ``PagedListPane`` shows it: the saved films, the diary, the member's lists,
/// one list, and whatever list comes next. The pane does what every list does (follows the screen, keeps
/// the cursor, turns the pages, opens the row chosen); a tab does what is its own.
@MainActor
protocol PagedListTab: AnyObject {
    associatedtype State: PagedListState

    /// Why the tab has no list (nobody is signed in, or its screen could not be made); nil when it has one.
    var unavailable: String? { get }

    /// The screen's states, its current one first.
    func states() async -> AsyncStream<State>

    func load(page: PageNumber) async

    /// The rows drawn above the list's rows.
    func headerRows(_ state: State?) -> Int

    /// The tab drawn at `size`, with the cursor on its rows.
    func frame(_ state: State?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame

    /// Enter on the row at `index`.
    func open(_ index: Int, of state: State, host: PaneHost) -> PaneCommand

    /// A key of the tab's own, with the row selected if there is one; nil when the key is not the tab's.
    func handle(_ key: Key, selected: Int?, of state: State?) -> PaneCommand?
}
