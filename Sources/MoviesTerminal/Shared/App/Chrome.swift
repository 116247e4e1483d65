import MoviesPresentation

/// The rows around a pane: the tabs and the source at the top, the pane's status and the keys it answers
/// at the bottom. A pure function, like the panes.
enum Chrome {
    enum Tab: Int, CaseIterable {
        case search, browse, saved, diary, feed, forYou
    }

    static let minimum = ScreenPainter.Size(columns: 40, rows: 10)

    /// The body's size within a screen of `size`.
    static func bodySize(_ size: ScreenPainter.Size) -> ScreenPainter.Size {
        ScreenPainter.Size(columns: size.columns, rows: max(0, size.rows - 3))
    }

    static func screen(
        _ frame: PaneFrame, tab: Tab, source: String, size: ScreenPainter.Size, strings: Strings
    ) -> [Line] {
        guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
            return [Line(strings.browse.tooSmall(minimum.columns, minimum.rows), .failure)]
        }
        let body = bodySize(size)
        var lines = [header(tab: tab, source: source, width: size.columns, strings: strings)]
        lines += frame.body.prefix(body.rows)
        lines += Array(repeating: .blank, count: body.rows - min(body.rows, frame.body.count))
        lines.append(frame.status)
        lines.append(hintLine(frame.hints))
        return lines
    }

    /// The tabs, then where the app reads from on the right; when both do not fit, the current tab alone
    /// stands for the tabs, so that the source (and a refused token) is always said.
    private static func header(tab: Tab, source: String, width: Int, strings: Strings) -> Line {
        let names = [
            strings.searchButton, strings.discover.browse, strings.members.savedFilms, strings.diary.diary,
            strings.feed.tab, strings.forYou.heading,
        ]
        let brand = "\(strings.appName) · \(source)"
        var line = tabs(names, current: tab, only: false)
        if line.columns + 1 + TextWidth.columns(of: brand) > width { line = tabs(names, current: tab, only: true) }
        let gap = width - line.columns - TextWidth.columns(of: brand)
        if gap > 0 { line.append(String(repeating: " ", count: gap) + brand, .heading) }
        return line
    }

    private static func tabs(_ names: [String], current: Tab, only: Bool) -> Line {
        var line = Line()
        for (index, name) in names.enumerated() where !only || index == current.rawValue {
            line.append(" \(name) ", index == current.rawValue ? Style(bold: true, reverse: true) : .dim)
            line.append(" ")
        }
        return line
    }

    private static func hintLine(_ hints: [KeyHint]) -> Line {
        var line = Line()
        for hint in hints {
            if !line.spans.isEmpty { line.append("  ") }
            line.append(hint.keys, .bold)
            line.append(" " + hint.action, .dim)
        }
        return line
    }
}
