import MoviesDomain
import MoviesPresentation

extension NotificationsState: PagedListState {
    var itemCount: Int { rows.count }
}

/// The Notifications tab: one row a notice, newest first, a page at a time, those unread marked.
struct NotificationsModel {
    var state: NotificationsState?
    /// Why there are none to show: nobody is signed in (a server without `movies login`).
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 2

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let height = max(1, size.rows - Self.headerRows)
        let rows = state?.rows ?? []
        let lines = rows.indices.dropFirst(cursor.top).prefix(height).map { index in
            let row = rows[index]
            let new = row.notice.isUnread ? "\(strings.notifications.unread) · " : ""
            let detail = [new + row.dateText, row.notice.text].compactMap { $0 }.joined(separator: "  ")
            return FilmRow.plain(row.text, detail: detail, selected: index == cursor.selected)
        }
        let body = PaneLines.pagedList(
            title: strings.notifications.heading, state: state, unavailable: unavailable,
            empty: strings.notifications.none, rows: lines, width: size.columns, strings: strings)
        let status = PaneLines.listStatus(failure: state?.failure, notice: nil, canUndo: false, strings: strings)
        return PaneFrame(body: body, status: status, hints: KeyHint.pagedTab(strings))
    }
}
