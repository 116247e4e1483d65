import MoviesDomain
import MoviesPresentation

/// A film's page: every fact, its people, its series and films like it, its reviews; `s` saves it or
/// removes it, `l` opens the log form (and `u` takes the watch back), `r` writes (or rewrites) the member's
/// review, `a` puts it in one of the member's lists.
@MainActor
final class FilmPane: Pane {
    private let session: BrowseSession
    private let screen: FilmViewModel
    private(set) var model = FilmModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var following: Task<Void, Never>?
    private var host = PaneHost(changed: {}, back: {})

    init(_ lookup: FilmLookup, session: BrowseSession) {
        self.session = session
        screen = session.screens.filmScreen(lookup, member: session.member, strings: session.strings)
    }

    func start(_ host: PaneHost) {
        self.host = host
        following = Task { [weak self, screen] in
            for await state in await screen.states() {
                self?.model.state = state
                self?.host.changed()
            }
        }
        reload()
    }

    func stop() { following?.cancel() }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        let document = model.document(width: size.columns, strings: session.strings)
        if model.cursor.handle(key, in: document, height: size.rows) {
            host.changed()
            return .handled
        }
        switch key {
        case .enter:
            switch model.cursor.target(in: document) {
            case .film(let id)?: return .open(FilmPane(.id(id), session: session))
            case .person(let id)?: return .open(PersonPane(.id(id), session: session))
            case nil: return .handled
            }
        case .character("s"):
            Task { [screen] in await screen.didToggleSaved() }
        case .character("l"):
            guard let film = model.state.film, let title = model.state.details?.title else { return .handled }
            return .open(
                LogPane(film: film, title: title, session: session) { [weak self] watch, unsaved, notice, gaveDay in
                    guard let screen = self?.screen else { return }
                    Task { await screen.didLog(watch, unsaved: unsaved, notice: notice, gaveDay: gaveDay) }
                })
        case .character("u"):
            guard model.state.undoableLog != nil else { return .unhandled }
            Task { [screen] in await screen.didUndoLog() }
        case .character("a"):
            guard let film = model.state.film, let title = model.state.details?.title else { return .handled }
            return .open(PagedListPane(ListsTab(session: session, adding: .init(film: film, title: title))))
        case .character("r"):
            if model.state.details == nil {
                reload()
            } else if let film = model.state.film, let title = model.state.details?.title {
                let own = model.state.reviews?.own
                return .open(
                    ReviewPane(film: film, title: title, own: own, session: session) { [weak self] in self?.reload() })
            }
        default:
            return .unhandled
        }
        return .handled
    }

    private func reload() {
        Task { [screen] in await screen.didLoad() }
    }
}
