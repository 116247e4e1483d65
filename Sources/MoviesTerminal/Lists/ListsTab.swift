import MoviesDomain
import MoviesPresentation

/// The member's lists (`l` in the Saved tab): Enter opens one. Opened from a film (`a`), Enter puts that
/// film at the end of the list chosen instead, and says so.
@MainActor
final class ListsTab: PagedListTab {
    /// A film to put in the list chosen, with its title.
    struct Adding {
        let film: FilmReference
        let title: String
    }

    private let session: BrowseSession
    private let adding: Adding?
    private let screen: ListsViewModel?
    let unavailable: String?
    /// What adding the film said.
    private var notice: String?

    init(session: BrowseSession, adding: Adding? = nil) {
        self.session = session
        self.adding = adding
        var screen: ListsViewModel?
        var unavailable = session.strings.members.signInRequired
        if let member = session.member {
            do {
                screen = try session.screens.listsScreen(member: member, strings: session.strings)
            } catch {
                unavailable = PaneLines.said(ScreenFailure(error, strings: session.strings))
            }
        }
        self.screen = screen
        self.unavailable = screen == nil ? unavailable : nil
    }

    func states() async -> AsyncStream<ListsState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    /// The member's own lists are one page.
    func load(page: PageNumber) async { await screen?.didLoad() }

    func headerRows(_ state: ListsState?) -> Int { 2 }

    func frame(_ state: ListsState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
        let strings = session.strings
        let lists = state?.lists ?? []
        var body = [Line(adding.map { "\(strings.lists.page.addFilm): \($0.title)" } ?? strings.lists.lists, .heading)]
        body.append(PaneLines.rule(size.columns))
        if let unavailable {
            body.append(Line(unavailable, .failure))
        } else if state == nil {
            body.append(Line(strings.loading, .dim))
        } else if lists.isEmpty {
            body.append(Line(strings.lists.noLists))
        }
        for index in lists.indices.dropFirst(cursor.top).prefix(max(1, size.rows - headerRows(state))) {
            let list = lists[index]
            var line = Line((index == cursor.selected ? "› " : "  ") + list.title)
            line.append("  \(list.films) · \(list.access)", .dim)
            body.append(index == cursor.selected ? line.styled(.selected) : line)
        }
        let status =
            state?.failure.map { Line(PaneLines.said($0), .failure) } ?? notice.map { Line($0, .notice) } ?? .blank
        let browse = strings.browse
        return PaneFrame(
            body: body, status: status,
            hints: [
                KeyHint(keys: "↑↓", action: browse.move),
                KeyHint(keys: "Enter", action: adding == nil ? browse.open : strings.lists.page.add),
                KeyHint(keys: "Esc", action: browse.back), KeyHint(keys: "q", action: browse.quit),
            ])
    }

    func open(_ index: Int, of state: ListsState, host: PaneHost) -> PaneCommand {
        let list = state.lists[index]
        guard let adding else { return .open(PagedListPane(ListTab(list.id, session: session))) }
        Task { [weak self, session] in
            guard let member = session.member,
                let screen = try? session.screens.listScreen(viewer: member, strings: session.strings)
            else { return }
            await screen.didLoad(.id(list.id))
            await screen.didAdd([adding.film])
            let state = await screen.state
            self?.notice = state.failure.map(PaneLines.said) ?? state.notice
            host.changed()
        }
        return .handled
    }

    func handle(_ key: Key, selected: Int?, of state: ListsState?) -> PaneCommand? { nil }
}
