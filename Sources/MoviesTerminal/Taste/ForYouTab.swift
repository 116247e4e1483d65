import MoviesDomain
import MoviesPresentation

/// For you through ``ForYouViewModel``: one row a film with the rating likely and why, Enter opening it,
/// `x` setting it aside for good, `u` bringing back the last one set aside, and `p` tonight's pick.
@MainActor
final class ForYouTab: PagedListTab {
    private let session: BrowseSession
    private let screen: ForYouViewModel?
    let unavailable: String?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.forYouScreen(member: $0, strings: session.strings) }
        unavailable = screen == nil ? session.strings.members.signInRequired : nil
    }

    func states() async -> AsyncStream<ForYouState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad() }

    func headerRows(_ state: ForYouState?) -> Int { ForYouModel.headerRows }

    func frame(_ state: ForYouState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        ForYouModel(state: state, unavailable: unavailable, cursor: cursor).frame(size: size, strings: session.strings)
    }

    func open(_ index: Int, of state: ForYouState, host: PaneHost) -> PaneCommand {
        .open(FilmPane(.id(state.rows[index].film.movieID), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: ForYouState?) -> PaneCommand? {
        if key == .character("p") { return .open(PickPane(session: session)) }
        guard let screen, let state else { return nil }
        switch key {
        case .character("x"):
            guard let selected, state.rows.indices.contains(selected) else { return .handled }
            let row = state.rows[selected]
            Task { await screen.didDismiss(row.film, title: row.title) }
            return .handled
        case .character("u"):
            guard let film = state.changed else { return .handled }
            let title = state.rows.first { $0.film == film }?.title ?? film.description
            Task { await screen.didUndo(film, title: title) }
            return .handled
        default: return nil
        }
    }
}
