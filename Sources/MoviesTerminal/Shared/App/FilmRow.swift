import MoviesPresentation

/// A film as one row of a list: its title and year, its rating, whether it is saved, and what tells it
/// from films of the same title (director, runtime, genres), to the width of the terminal.
enum FilmRow {
    static func line(
        _ item: MoviesListItemViewModel, width: Int, selected: Bool, saved: Bool = false, note: String? = nil
    ) -> Line {
        let marker = selected ? "› " : "  "
        let title = item.title + (item.year.map { " (\($0))" } ?? "")
        let titleWidth = max(16, (width - 2) / 2)
        var line = Line(marker + Columns.fit(title, titleWidth - 1) + " ", selected ? .bold : .plain)
        line.append(Columns.fit(item.ratingText.map { "★ \($0)" } ?? "", 7), .rating)
        line.append(saved ? "✓ " : "  ", .notice)
        line.append(note ?? item.creditsText, .dim)
        return selected ? line.styled(.selected) : line
    }

    /// Any other row of a list (a person, a recent search), selected like a film's.
    static func plain(_ text: String, detail: String? = nil, selected: Bool) -> Line {
        var line = Line((selected ? "› " : "  ") + text, selected ? .bold : .plain)
        if let detail { line.append("  " + detail, .dim) }
        return selected ? line.styled(.selected) : line
    }
}
