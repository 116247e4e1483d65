import MoviesDomain
import MoviesPresentation

/// The member's saved films through ``SavedFilmsViewModel``: `s` (or Delete) removes the film selected,
/// `u` saves again the film this app removed last (never a change another program made since), ← → turn
/// the pages, each press a page however quickly they come. Read again each time the tab is shown.
@MainActor
final class SavedPane: Pane {
    private let session: BrowseSession
    private let screen: SavedFilmsViewModel?
    private(set) var model = SavedModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var following: Task<Void, Never>?
    private var host = PaneHost(changed: {}, back: {})
    /// The page last asked for, until the list shows it: ← → step from here, not from a page still loading.
    private var requestedPage: Int?
    /// What `u` puts back.
    private var lastRemoval: FilmReference?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.savedScreen(member: $0, strings: session.strings) }
        if screen == nil { model.unavailable = session.strings.members.signInRequired }
    }

    func start(_ host: PaneHost) {
        self.host = host
        guard let screen else { return }
        following?.cancel()
        following = Task { [weak self, screen] in
            for await state in await screen.states() where state.page > 0 || state.failure != nil {
                self?.model.state = state
                if self?.requestedPage == state.page { self?.requestedPage = nil }
                self?.keepCursor()
                self?.host.changed()
            }
        }
        let page = (try? PageNumber(max(1, model.state?.page ?? 1))) ?? .first
        Task { [screen] in await screen.didLoad(page: page) }
    }

    func stop() { following?.cancel() }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        guard let screen, let state = model.state else { return .unhandled }
        let items = state.items
        if model.cursor.handle(key, count: items.count, height: max(1, size.rows - SavedModel.headerRows)) {
            host.changed()
            return .handled
        }
        let selected = items.indices.contains(model.cursor.selected) ? items[model.cursor.selected] : nil
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
            let page = (requestedPage ?? state.page) + (key == .right ? 1 : -1)
            guard page >= 1, page <= state.totalPages, let number = try? PageNumber(page) else { return .handled }
            requestedPage = page
            model.cursor = ListCursor()
            Task { [screen] in await screen.didLoad(page: number) }
        default:
            return .unhandled
        }
        return .handled
    }

    /// After a removal the list is shorter: the selection stays on the row where it was, or the last.
    private func keepCursor() {
        let count = model.state?.items.count ?? 0
        model.cursor.move(to: model.cursor.selected, count: count, height: max(1, size.rows - SavedModel.headerRows))
    }
}
