import MoviesPresentation

extension PaneLines {
    /// A tab's list a page at a time: its title (and the page, where there are several) over a rule, then
    /// why there is no list, or `rows` (the ones in view), or `empty`, or loading.
    static func pagedList(
        title: String, state: (some PagedListState)?, unavailable: String?, empty: String, rows: [Line],
        width: Int, strings: Strings
    ) -> [Line] {
        var body = [Line(title, .heading)]
        if let state, state.totalPages > 1 {
            body[0].append("  " + strings.pageOf(state.page, state.totalPages), .dim)
        }
        body.append(rule(width))
        if let unavailable {
            body.append(Line(unavailable, .failure))
        } else if let state {
            if state.itemCount == 0, state.failure == nil { body.append(Line(empty)) }
            body += rows
        } else {
            body.append(Line(strings.loading, .dim))
        }
        return body
    }

    /// The status line of a list: its failure, or what the last change did and whether `u` undoes it.
    static func listStatus(failure: ScreenFailure?, notice: String?, canUndo: Bool, strings: Strings) -> Line {
        if let failure { return Line(said(failure), .failure) }
        guard let notice else { return .blank }
        var status = Line(notice, .notice)
        if canUndo { status.append("  u: " + strings.browse.undo, .dim) }
        return status
    }
}
