import MoviesDomain
import MoviesPresentation

/// The member's diary through ``DiaryViewModel``: Enter opens the film, `d` (or Delete) deletes the watch
/// selected, `u` brings it back, ← → turn the pages. Read again each time the tab is shown.
@MainActor
final class DiaryPane: Pane {
    private let session: BrowseSession
    private let screen: DiaryViewModel?
    private let list = PagedListFollow<DiaryState>()
    private var unavailable: String?
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})

    init(session: BrowseSession) {
        self.session = session
        guard let member = session.member else {
            screen = nil
            unavailable = session.strings.members.signInRequired
            return
        }
        screen = session.screens.diaryScreen(member: member, strings: session.strings)
    }

    var model: DiaryModel { DiaryModel(state: list.state, unavailable: unavailable, cursor: list.cursor) }

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

    private var listHeight: Int { max(1, size.rows - DiaryModel.headerRows) }

    func handle(_ key: Key) -> PaneCommand {
        guard let screen, let state = list.state else { return .unhandled }
        let items = state.items
        if list.cursor.handle(key, count: items.count, height: listHeight) {
            host.changed()
            return .handled
        }
        let selected = items.indices.contains(list.cursor.selected) ? items[list.cursor.selected] : nil
        switch key {
        case .enter:
            guard let selected else { return .handled }
            return .open(FilmPane(.id(selected.film.movieID), session: session))
        case .character("d"), .delete:
            guard let selected else { return .handled }
            Task { [screen] in await screen.didDelete(selected.id) }
        case .character("u"):
            Task { [screen] in await screen.didUndo() }
        case .left, .right:
            guard let page = list.turn(key) else { return .handled }
            Task { [screen] in await screen.didLoad(page: page) }
        default:
            return .unhandled
        }
        return .handled
    }
}
