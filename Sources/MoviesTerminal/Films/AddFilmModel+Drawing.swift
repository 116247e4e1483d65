import MoviesPresentation

extension AddFilmModel {
    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = AddFilmStrings.of(strings.language)
        var body = [Line(words.heading, .heading), .blank]
        body.append(row(words.title, title, .title))
        body.append(row(words.year, year, .year))
        body.append(row(words.directors, directors, .directors))
        body.append(row(words.runtime, runtime, .runtime))
        if !lookalikes.isEmpty {
            body += [.blank, Line(words.lookalikes, .bold)]
            for film in lookalikes.prefix(max(1, size.rows - 12)) {
                body.append(Line("  " + film.title + (film.year.map { " (\($0))" } ?? "")))
            }
        }
        let status =
            failure.map { Line(PaneLines.said($0), .failure) } ?? (sending ? Line(strings.loading, .dim) : .blank)
        let hints = [
            KeyHint(keys: "↑↓", action: strings.browse.move),
            KeyHint(keys: "Enter", action: lookalikes.isEmpty ? words.add : words.addAnyway),
            KeyHint(keys: "Esc", action: strings.browse.back),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }

    private func row(_ label: String, _ value: String, _ row: Field) -> Line {
        PaneLines.field(label, value, current: row == field)
    }
}
