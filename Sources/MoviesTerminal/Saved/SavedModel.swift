import MoviesPresentation

/// The saved tab: the member's saved films a page at a time, what the last change did, and Undo.
struct SavedModel {
    var state: SavedFilmsState?
    /// Why there is no list: nobody is signed in (a server without `movies login`).
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 2

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let browse = strings.browse
        let height = max(1, size.rows - Self.headerRows)
        let items = state?.items ?? []
        let rows = items.indices.dropFirst(cursor.top).prefix(height).map { index in
            FilmRow.line(items[index].row, width: size.columns, selected: index == cursor.selected)
        }
        let body = PaneLines.pagedList(
            title: strings.members.savedFilms, state: state, unavailable: unavailable,
            empty: strings.members.noSavedFilms, rows: rows, width: size.columns, strings: strings)
        let status = PaneLines.listStatus(
            failure: state?.failure, notice: state?.notice, canUndo: state?.undoable != nil, strings: strings)
        let hints = KeyHint.pagedTab(
            strings,
            own: [
                KeyHint(keys: "s", action: browse.remove), KeyHint(keys: "u", action: browse.undo),
                KeyHint(keys: "l", action: strings.lists.lists),
            ])
        return PaneFrame(body: body, status: status, hints: hints)
    }
}
