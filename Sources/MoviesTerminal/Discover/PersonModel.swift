import MoviesDomain
import MoviesPresentation

/// A person's pane: their name, what they did how often (the role shown chosen with ← →), and their
/// films newest first, each leading to its page.
struct PersonModel {
    var content: PersonContent?
    var failure: ScreenFailure?
    var cursor = ListCursor()

    static let headerRows = 3

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = strings.browse
        guard let content else {
            let body = failure.map { PaneLines.retryable($0, strings: strings) }
            return PaneFrame(
                body: body ?? [Line(strings.loading, .dim)],
                hints: [KeyHint(keys: "r", action: words.retry), KeyHint(keys: "Esc", action: words.back)])
        }
        var roles = Line(content.role == nil ? "[\(strings.discover.allFilms)]" : strings.discover.allFilms)
        for choice in content.roleChoices {
            roles.append("  ")
            roles.append(choice.isChosen ? "[\(choice.text)]" : choice.text, choice.isChosen ? .bold : .dim)
        }
        var body = [Line(content.name, .heading), roles, .blank]
        let height = max(1, size.rows - Self.headerRows)
        body += content.credits.indices.dropFirst(cursor.top).prefix(height).map { index in
            let credit = content.credits[index]
            return FilmRow.line(
                credit.item, width: size.columns, selected: index == cursor.selected, note: credit.rolesText)
        }
        let hints = [
            KeyHint(keys: "↑↓", action: words.move), KeyHint(keys: "Enter", action: words.open),
            KeyHint(keys: "←→", action: words.role), KeyHint(keys: "Esc", action: words.back),
            KeyHint(keys: "?", action: words.help), KeyHint(keys: "q", action: words.quit),
        ]
        return PaneFrame(body: body, hints: hints)
    }
}
