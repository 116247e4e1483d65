import MoviesPresentation

/// The diary tab: the member's watches a page at a time, newest first, each with its day and rating; what
/// the last change did, and Undo.
struct DiaryModel {
    var state: DiaryState?
    /// Why there is no diary: nobody is signed in, or it is kept on another machine.
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 2

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = strings.diary
        let browse = strings.browse
        let height = max(1, size.rows - Self.headerRows)
        let items = state?.items ?? []
        let rows = items.indices.dropFirst(cursor.top).prefix(height).map { index in
            Self.line(items[index], width: size.columns, selected: index == cursor.selected, strings: strings)
        }
        let body = PaneLines.pagedList(
            title: words.diary, state: state, unavailable: unavailable, empty: words.emptyDiary, rows: rows,
            width: size.columns, strings: strings)
        let status = PaneLines.listStatus(
            failure: state?.failure, notice: state?.notice, canUndo: state?.canUndo == true, strings: strings)
        let hints = KeyHint.pagedTab(
            strings, own: [KeyHint(keys: "d", action: words.delete), KeyHint(keys: "u", action: browse.undo)])
        return PaneFrame(body: body, status: status, hints: hints)
    }

    /// `› 2024-03-12  Heat (1995)  ★★★★☆ 8/10  rewatch`.
    static func line(_ item: WatchItemViewModel, width: Int, selected: Bool, strings: Strings) -> Line {
        let words = strings.diary
        let day = item.day ?? words.dateUnknown
        let title = item.title + (item.year.map { " (\($0)) " } ?? " ")
        let marks = [item.isRewatch ? words.rewatch : nil, item.isLiked ? words.liked : nil].compactMap { $0 }
        var line = Line((selected ? "› " : "  ") + Columns.fit(day, 12) + " ", selected ? .bold : .plain)
        line.append(Columns.fit(title, max(12, width / 2 - 16)), selected ? .bold : .plain)
        if let stars = item.starsText, let rating = item.ratingText { line.append(" \(stars) \(rating)", .rating) }
        if !marks.isEmpty { line.append("  " + marks.joined(separator: ", "), .dim) }
        return line
    }
}
