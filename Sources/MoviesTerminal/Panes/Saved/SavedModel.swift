import MoviesPresentation

/// The saved tab: the member's saved films a page at a time, what the last change did, and Undo.
struct SavedModel {
    var state: SavedFilmsState?
    /// Why there is no list: nobody is signed in (a server without `movies login`).
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 2

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = strings.members
        let browse = strings.browse
        var body = [Line(words.savedFilms, .heading)]
        if let state, state.totalPages > 1 {
            body[0].append("  " + strings.pageOf(state.page, state.totalPages), .dim)
        }
        body.append(PaneLines.rule(size.columns))
        let height = max(1, size.rows - Self.headerRows)
        if let unavailable {
            body.append(Line(unavailable, .failure))
        } else if let state {
            if state.items.isEmpty, state.failure == nil { body.append(Line(words.noSavedFilms)) }
            body += state.items.indices.dropFirst(cursor.top).prefix(height).map { index in
                FilmRow.line(state.items[index].row, width: size.columns, selected: index == cursor.selected)
            }
        } else {
            body.append(Line(strings.loading, .dim))
        }
        var status = Line.blank
        if let failure = state?.failure {
            status = Line(PaneLines.said(failure), .failure)
        } else if let notice = state?.notice {
            status = Line(notice, .notice)
            if state?.undoable != nil { status.append("  u: " + browse.undo, .dim) }
        }
        let hints = [
            KeyHint(keys: "↑↓", action: browse.move), KeyHint(keys: "Enter", action: browse.open),
            KeyHint(keys: "s", action: browse.remove), KeyHint(keys: "u", action: browse.undo),
            KeyHint(keys: "←→", action: browse.pages), KeyHint(keys: "Tab", action: browse.nextTab),
            KeyHint(keys: "?", action: browse.help), KeyHint(keys: "q", action: browse.quit),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }
}
