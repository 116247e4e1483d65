import MoviesDomain
import MoviesPresentation

/// One of the member's lists: its films in their places, a page at a time (← →); Enter opens a film.
@MainActor
final class ListPane: Pane {
    private let session: BrowseSession
    private let id: FilmList.ID
    private var screen: ListViewModel?
    private var state: ListState?
    private var unavailable: String?
    private var cursor = ListCursor()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})

    init(_ id: FilmList.ID, session: BrowseSession) {
        self.id = id
        self.session = session
        do {
            screen = try session.screens.listScreen(viewer: session.member, strings: session.strings)
        } catch {
            unavailable = PaneLines.said(ScreenFailure(error, strings: session.strings))
        }
    }

    func start(_ host: PaneHost) {
        self.host = host
        load(page: .first)
    }

    func stop() {}

    private func load(page: PageNumber) {
        guard let screen else { return }
        Task { [weak self, screen, id] in
            await screen.didLoad(.id(id), page: page)
            self?.state = await screen.state
            self?.cursor = ListCursor()
            self?.host.changed()
        }
    }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        let strings = session.strings
        var body = [Line(state?.list?.details.title ?? strings.lists.lists, .heading)]
        if let state, state.totalPages > 1 { body[0].append("  " + strings.pageOf(state.page, state.totalPages), .dim) }
        if let watched = state?.watchedText { body.append(Line(watched, .dim)) }
        body.append(PaneLines.rule(size.columns))
        let entries = state?.entries ?? []
        if let unavailable {
            body.append(Line(unavailable, .failure))
        } else if state == nil {
            body.append(Line(strings.loading, .dim))
        } else if entries.isEmpty, state?.failure == nil {
            body.append(Line(strings.lists.emptyList))
        }
        for index in entries.indices.dropFirst(cursor.top).prefix(listHeight) {
            let entry = entries[index]
            let selected = index == cursor.selected
            var line = Line(
                (selected ? "› " : "  ") + "\(entry.position). " + entry.title + (entry.year.map { " (\($0))" } ?? ""))
            if let note = entry.note { line.append("  " + note, .dim) }
            body.append(selected ? line.styled(.selected) : line)
        }
        let browse = strings.browse
        return PaneFrame(
            body: body, status: state?.failure.map { Line(PaneLines.said($0), .failure) } ?? .blank,
            hints: [
                KeyHint(keys: "↑↓", action: browse.move), KeyHint(keys: "Enter", action: browse.open),
                KeyHint(keys: "←→", action: browse.pages), KeyHint(keys: "Esc", action: browse.back),
                KeyHint(keys: "q", action: browse.quit),
            ])
    }

    private var listHeight: Int { max(1, size.rows - 3) }

    func handle(_ key: Key) -> PaneCommand {
        guard let state else { return .unhandled }
        if cursor.handle(key, count: state.entries.count, height: listHeight) {
            host.changed()
            return .handled
        }
        switch key {
        case .enter:
            guard state.entries.indices.contains(cursor.selected) else { return .handled }
            return .open(FilmPane(.id(state.entries[cursor.selected].film.movieID), session: session))
        case .left where state.page > 1:
            load(page: (try? PageNumber(state.page - 1)) ?? .first)
        case .right where state.page < state.totalPages:
            load(page: (try? PageNumber(state.page + 1)) ?? .first)
        default:
            return .unhandled
        }
        return .handled
    }
}
