import MoviesDomain
import MoviesPresentation

/// The member's saved films through ``SavedFilmsViewModel``: `s` (or Delete) removes the film selected,
/// `u` saves again the film this app removed last (never a change another program made since), ← → turn
/// the pages, `l` opens the member's lists. Read again each time the tab is shown.
@MainActor
final class SavedPane: Pane {
    private let session: BrowseSession
    private let screen: SavedFilmsViewModel?
    private let list = PagedListFollow<SavedFilmsState>()
    private var unavailable: String?
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})
    /// What `u` puts back.
    private var lastRemoval: FilmReference?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.savedScreen(member: $0, strings: session.strings) }
        if screen == nil { unavailable = session.strings.members.signInRequired }
    }

    var model: SavedModel { SavedModel(state: list.state, unavailable: unavailable, cursor: list.cursor) }

    func start(_ host: PaneHost) {
        self.host = host
        guard let screen else { return }
        Task { [list, screen] in
            list.follow(await screen.states(), height: { [weak self] in self?.listHeight ?? 1 }, changed: host.changed)
            await screen.didLoad(page: list.currentPage)
        }
    }

    func stop() { list.stop() }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    private var listHeight: Int { max(1, size.rows - SavedModel.headerRows) }

    func handle(_ key: Key) -> PaneCommand {
        guard let screen else { return .unhandled }
        // The lists open at once, before the saved films have loaded.
        if key == .character("l") { return .open(ListsPane(session: session)) }
        guard let state = list.state else { return .unhandled }
        let items = state.items
        if list.cursor.handle(key, count: items.count, height: listHeight) {
            host.changed()
            return .handled
        }
        let selected = items.indices.contains(list.cursor.selected) ? items[list.cursor.selected] : nil
        switch key {
        case .enter:
            guard let selected else { return .handled }
            return .open(FilmPane(.id(selected.row.id), session: session))
        case .character("s"), .delete:
            guard let selected else { return .handled }
            lastRemoval = selected.film
            Task { [screen] in await screen.didRemove(selected.film) }
        case .character("u"):
            guard let film = lastRemoval else { return .handled }
            lastRemoval = nil
            Task { [screen] in await screen.didSave(film) }
        case .left, .right:
            guard let page = list.turn(key) else { return .handled }
            Task { [screen] in await screen.didLoad(page: page) }
        default:
            return .unhandled
        }
        return .handled
    }
}
