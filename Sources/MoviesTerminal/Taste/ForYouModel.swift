import MoviesDomain
import MoviesPresentation

extension ForYouState: PagedListState {
    /// For you is one page: loaded once the films (or a failure) are there.
    var page: Int { forYou == nil ? 0 : 1 }
    var totalPages: Int { 1 }
    var itemCount: Int { rows.count }
}

/// The For you tab: what the films are made from, then one row a film, the rating likely beside it and
/// its reasons under it.
struct ForYouModel {
    var state: ForYouState?
    /// Why there is no For you: nobody is signed in.
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 3

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let browse = strings.browse
        let words = strings.forYou
        let height = max(1, size.rows - Self.headerRows)
        let rows = state?.rows ?? []
        let lines = rows.indices.dropFirst(cursor.top).prefix(height).map { index in
            let row = rows[index]
            let title = row.title + (row.year.map { " (\($0))" } ?? "")
            let detail = ([row.likelyText].compactMap { $0 } + row.reasons.prefix(1)).joined(separator: " · ")
            return FilmRow.plain(title, detail: detail, selected: index == cursor.selected)
        }
        var body = PaneLines.pagedList(
            title: words.heading, state: state, unavailable: unavailable, empty: state?.emptyText ?? words.nothing,
            rows: lines, width: size.columns, strings: strings)
        // What the films are made from, under the heading (a line of its own, even empty, so the rows stay put).
        body.insert(Line(state?.intro ?? "", .dim), at: 1)
        let status = PaneLines.listStatus(
            failure: state?.failure, notice: state?.notice, canUndo: state?.changed != nil, strings: strings)
        let hints = [
            KeyHint(keys: "↑↓", action: browse.move), KeyHint(keys: "Enter", action: browse.open),
            KeyHint(keys: "x", action: words.notInterested), KeyHint(keys: "u", action: words.undo),
            KeyHint(keys: "p", action: strings.pick.heading),
            KeyHint(keys: "Tab", action: browse.nextTab), KeyHint(keys: "q", action: browse.quit),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }
}
