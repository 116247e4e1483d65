import MoviesDomain
import MoviesPresentation

/// The member's saved films through ``SavedFilmsViewModel``: `s` (or Delete) removes the film selected,
/// `u` saves again the film this app removed last (never a change another program made since), `l` opens
/// the member's lists.
@MainActor
final class SavedTab: PagedListTab {
    private let session: BrowseSession
    private let screen: SavedFilmsViewModel?
    let unavailable: String?
    /// What `u` puts back.
    private var lastRemoval: FilmReference?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.savedScreen(member: $0, strings: session.strings) }
        unavailable = screen == nil ? session.strings.members.signInRequired : nil
    }

    func states() async -> AsyncStream<SavedFilmsState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad(page: page) }

    func headerRows(_ state: SavedFilmsState?) -> Int { SavedModel.headerRows }

    func frame(_ state: SavedFilmsState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        SavedModel(state: state, unavailable: unavailable, cursor: cursor).frame(size: size, strings: session.strings)
    }

    func open(_ index: Int, of state: SavedFilmsState, host: PaneHost) -> PaneCommand {
        .open(FilmPane(.id(state.items[index].row.id), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: SavedFilmsState?) -> PaneCommand? {
        guard let screen else { return nil }
        // The lists open at once, before the saved films have loaded.
        if key == .character("l") { return .open(PagedListPane(ListsTab(session: session))) }
        guard let state else { return nil }
        switch key {
        case .character("s"), .delete:
            guard let selected else { return .handled }
            let film = state.items[selected].film
            lastRemoval = film
            Task { await screen.didRemove(film) }
        case .character("u"):
            guard let film = lastRemoval else { return .handled }
            lastRemoval = nil
            Task { await screen.didSave(film) }
        default:
            return nil
        }
        return .handled
    }
}
