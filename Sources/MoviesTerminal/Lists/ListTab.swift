import MoviesDomain
import MoviesPresentation

/// One of the member's lists: its films in their places; Enter opens a film.
@MainActor
final class ListTab: PagedListTab {
    private let session: BrowseSession
    private let id: FilmList.ID
    private let screen: ListViewModel?
    let unavailable: String?

    init(_ id: FilmList.ID, session: BrowseSession) {
        self.id = id
        self.session = session
        var failure: String?
        do {
            screen = try session.screens.listScreen(viewer: session.member, strings: session.strings)
        } catch {
            screen = nil
            failure = PaneLines.said(ScreenFailure(error, strings: session.strings))
        }
        unavailable = failure
    }

    func states() async -> AsyncStream<ListState> {
        await screen?.states() ?? AsyncStream { $0.finish() }
    }

    func load(page: PageNumber) async { await screen?.didLoad(.id(id), page: page) }

    /// The title, what the member has watched of it, and the rule.
    func headerRows(_ state: ListState?) -> Int { state?.watchedText == nil ? 2 : 3 }

    func frame(_ state: ListState?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
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
        for index in entries.indices.dropFirst(cursor.top).prefix(max(1, size.rows - headerRows(state))) {
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

    func open(_ index: Int, of state: ListState, host: PaneHost) -> PaneCommand {
        .open(FilmPane(.id(state.entries[index].film.movieID), session: session))
    }

    func handle(_ key: Key, selected: Int?, of state: ListState?) -> PaneCommand? { nil }
}
