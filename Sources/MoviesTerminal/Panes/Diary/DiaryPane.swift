import MoviesDomain
import MoviesPresentation

/// The member's diary through ``DiaryViewModel``: Enter opens the film, `d` (or Delete) deletes the watch
/// selected, `u` brings it back, ← → turn the pages. Read again each time the tab is shown.
@MainActor
final class DiaryPane: Pane {
    private let session: BrowseSession
    private let screen: DiaryViewModel?
    private(set) var model = DiaryModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var following: Task<Void, Never>?
    private var host = PaneHost(changed: {}, back: {})
    /// The page last asked for, until the list shows it.
    private var requestedPage: Int?

    init(session: BrowseSession) {
        self.session = session
        guard let member = session.member else {
            screen = nil
            model.unavailable = session.strings.members.signInRequired
            return
        }
        do {
            screen = try session.screens.diaryScreen(member: member, strings: session.strings)
        } catch {
            screen = nil
            model.unavailable = String(describing: error)
        }
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
        if model.cursor.handle(key, count: items.count, height: max(1, size.rows - DiaryModel.headerRows)) {
            host.changed()
            return .handled
        }
        let selected = items.indices.contains(model.cursor.selected) ? items[model.cursor.selected] : nil
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

    /// After a delete the list is shorter: the selection stays on the row where it was, or the last.
    private func keepCursor() {
        let count = model.state?.items.count ?? 0
        model.cursor.move(to: model.cursor.selected, count: count, height: max(1, size.rows - DiaryModel.headerRows))
    }
}
