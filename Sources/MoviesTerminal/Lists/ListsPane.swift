import MoviesDomain
import MoviesPresentation

/// The member's lists (`l` in the Saved tab): Enter opens one. Opened from a film (`a`), Enter puts that
/// film at the end of the list chosen instead, and goes back saying so.
@MainActor
final class ListsPane: Pane {
    /// A film to put in the list chosen, with its title.
    struct Adding {
        let film: FilmReference
        let title: String
    }

    private let session: BrowseSession
    private let adding: Adding?
    private var screen: ListsViewModel?
    private var state: ListsState?
    private var unavailable: String?
    private var notice: String?
    private var cursor = ListCursor()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})

    init(session: BrowseSession, adding: Adding? = nil) {
        self.session = session
        self.adding = adding
        guard let member = session.member else {
            unavailable = session.strings.members.signInRequired
            return
        }
        do {
            screen = try session.screens.listsScreen(member: member, strings: session.strings)
        } catch {
            unavailable = PaneLines.said(ScreenFailure(error, strings: session.strings))
        }
    }

    func start(_ host: PaneHost) {
        self.host = host
        guard let screen else { return }
        Task { [weak self, screen] in
            await screen.didLoad()
            self?.state = await screen.state
            self?.host.changed()
        }
    }

    func stop() {}

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
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
        for index in lists.indices.dropFirst(cursor.top).prefix(max(1, size.rows - 2)) {
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

    func handle(_ key: Key) -> PaneCommand {
        let lists = state?.lists ?? []
        if cursor.handle(key, count: lists.count, height: max(1, size.rows - 2)) {
            host.changed()
            return .handled
        }
        guard key == .enter, lists.indices.contains(cursor.selected) else { return .unhandled }
        let list = lists[cursor.selected]
        guard let adding else { return .open(ListPane(list.id, session: session)) }
        Task { [weak self, session] in
            guard let member = session.member,
                let screen = try? session.screens.listScreen(viewer: member, strings: session.strings)
            else { return }
            await screen.didLoad(.id(list.id))
            await screen.didAdd([adding.film])
            let state = await screen.state
            self?.notice = state.failure.map(PaneLines.said) ?? state.notice
            self?.host.changed()
        }
        return .handled
    }
}
