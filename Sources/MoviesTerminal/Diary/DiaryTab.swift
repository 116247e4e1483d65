import MoviesDomain
import MoviesPresentation

/// The member's diary through ``DiaryViewModel``: Enter opens the film, `d` (or Delete) deletes the watch
/// selected, `u` brings it back.
@MainActor
final class DiaryTab: PagedListTab {
    private let session: BrowseSession
    private let screen: DiaryViewModel?
    let unavailable: String?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.diaryScreen(member: $0, strings: session.strings) }
        unavailable = screen == nil ? session.strings.members.signInRequired : nil
    }

    func states() async -> AsyncStream<DiaryState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad(page: page) }

    func headerRows(_ state: DiaryState?) -> Int { DiaryModel.headerRows }

    func frame(_ state: DiaryState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        DiaryModel(state: state, unavailable: unavailable, cursor: cursor).frame(size: size, strings: session.strings)
    }

    func open(_ index: Int, of state: DiaryState, host: PaneHost) -> PaneCommand {
        .open(FilmPane(.id(state.items[index].film.movieID), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: DiaryState?) -> PaneCommand? {
        guard let screen, let state else { return nil }
        switch key {
        case .character("d"), .delete:
            guard let selected else { return .handled }
            let watch = state.items[selected].id
            Task { await screen.didDelete(watch) }
        case .character("u"):
            Task { await screen.didUndo() }
        default:
            return nil
        }
        return .handled
    }
}
