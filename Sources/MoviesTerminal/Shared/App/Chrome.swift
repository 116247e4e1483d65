import MoviesPresentation

/// The rows around a pane: the tabs and the source at the top, the pane's status and the keys it answers
/// at the bottom. A pure function, like the panes.
enum Chrome {
    static let minimum = ScreenPainter.Size(columns: 40, rows: 10)

    /// The body's size within a screen of `size`.
    static func bodySize(_ size: ScreenPainter.Size) -> ScreenPainter.Size {
        ScreenPainter.Size(columns: size.columns, rows: max(0, size.rows - 3))
    }

    /// `tabs` by name, the one at `current` shown.
    static func screen(
        _ frame: PaneFrame, tabs: [String], current: Int, source: String, size: ScreenPainter.Size, strings: Strings
    ) -> [Line] {
        guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
            return [Line(strings.browse.tooSmall(minimum.columns, minimum.rows), .failure)]
        }
        let body = bodySize(size)
        var lines = [header(tabs, current: current, source: source, width: size.columns, strings: strings)]
        lines += frame.body.prefix(body.rows)
        lines += Array(repeating: .blank, count: body.rows - min(body.rows, frame.body.count))
        lines.append(frame.status)
        lines.append(hintLine(frame.hints))
        return lines
    }

    /// The tabs, then where the app reads from on the right; when both do not fit, the current tab alone
    /// stands for the tabs, so that the source (and a refused token) is always said.
    private static func header(
        _ names: [String], current: Int, source: String, width: Int, strings: Strings
    ) -> Line {
        let brand = "\(strings.appName) · \(source)"
        var line = tabs(names, current: current, only: false)
        if line.columns + 1 + TextWidth.columns(of: brand) > width { line = tabs(names, current: current, only: true) }
        let gap = width - line.columns - TextWidth.columns(of: brand)
        if gap > 0 { line.append(String(repeating: " ", count: gap) + brand, .heading) }
        return line
    }

    private static func tabs(_ names: [String], current: Int, only: Bool) -> Line {
        var line = Line()
        for (index, name) in names.enumerated() where !only || index == current {
            line.append(" \(name) ", index == current ? Style(bold: true, reverse: true) : .dim)
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
