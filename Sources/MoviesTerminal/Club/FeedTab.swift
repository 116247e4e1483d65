import MoviesDomain
import MoviesPresentation

/// What the members the member follows did, through ``FeedViewModel``: one row for each thing done,
/// Enter opening its film, ← → the pages read from the newest.
@MainActor
final class FeedTab: PagedListTab {
    private let session: BrowseSession
    private let screen: FeedViewModel?
    let unavailable: String?

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.feedScreen(member: $0, strings: session.strings) }
        unavailable = screen == nil ? session.strings.members.signInRequired : nil
    }

    func states() async -> AsyncStream<FeedState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad(page: page) }

    func headerRows(_ state: FeedState?) -> Int { FeedModel.headerRows }

    func frame(_ state: FeedState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        FeedModel(state: state, unavailable: unavailable, cursor: cursor).frame(size: size, strings: session.strings)
    }

    func open(_ index: Int, of state: FeedState, host: PaneHost) -> PaneCommand {
        guard let film = FeedModel.rows(state, strings: session.strings)[index].film else { return .handled }
        return .open(FilmPane(.id(film.movieID), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: FeedState?) -> PaneCommand? { nil }
}
