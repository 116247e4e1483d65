import MoviesDomain
import MoviesPresentation

/// What the film pane shows: the film screen's state as it comes, and where the page is scrolled.
struct FilmModel {
    var state = FilmState()
    var loaded = false
    var cursor = DocumentCursor()

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let document = document(width: size.columns, strings: strings)
        return PaneFrame(
            body: cursor.lines(of: document, height: size.rows), status: status(strings: strings),
            hints: hints(strings: strings))
    }

    private func status(strings: Strings) -> Line {
        if let failure = state.saveFailure { return Line(PaneLines.said(failure), .failure) }
        if let failure = state.rowsFailure { return Line(PaneLines.said(failure), .failure) }
        if let failure = state.reviews?.failure { return Line(PaneLines.said(failure), .failure) }
        if let notice = state.notice { return Line(notice, .notice) }
        return .blank
    }

    private func hints(strings: Strings) -> [KeyHint] {
        let words = strings.browse
        if state.details == nil, state.failure != nil {
            return [KeyHint(keys: "r", action: words.retry), KeyHint(keys: "Esc", action: words.back)]
        }
        return [
            KeyHint(keys: "↑↓", action: words.move), KeyHint(keys: "Enter", action: words.open),
            KeyHint(keys: "s", action: words.save), KeyHint(keys: "l", action: strings.diary.log),
        ] + (state.undoableLog == nil ? [] : [KeyHint(keys: "u", action: words.undo)]) + [
            KeyHint(keys: "r", action: words.review), KeyHint(keys: "a", action: strings.lists.page.addFilm),
            KeyHint(keys: "Esc", action: words.back), KeyHint(keys: "?", action: words.help),
            KeyHint(keys: "q", action: words.quit),
        ]
    }
}
