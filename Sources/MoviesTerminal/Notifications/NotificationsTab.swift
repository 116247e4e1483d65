import MoviesDomain
import MoviesPresentation

/// The member's notifications through ``NotificationsViewModel``: one row each, newest first, Enter
/// opening the film a row is about, ← → the pages. Reading a page marks it read, as on the web.
@MainActor
final class NotificationsTab: PagedListTab {
    private let session: BrowseSession
    private let screen: NotificationsViewModel?
    let unavailable: String?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.notificationsScreen(member: $0, strings: session.strings) }
        unavailable = screen == nil ? session.strings.members.signInRequired : nil
    }

    func states() async -> AsyncStream<NotificationsState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad(page: page) }

    func headerRows(_ state: NotificationsState?) -> Int { NotificationsModel.headerRows }

    func frame(_ state: NotificationsState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        NotificationsModel(state: state, unavailable: unavailable, cursor: cursor)
            .frame(size: size, strings: session.strings)
    }

    func open(_ index: Int, of state: NotificationsState, host: PaneHost) -> PaneCommand {
        guard state.rows.indices.contains(index), let film = state.rows[index].notice.subject?.film else {
            return .handled
        }
        return .open(FilmPane(.id(film.movieID), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: NotificationsState?) -> PaneCommand? { nil }
}
