import MoviesDomain
import MoviesPresentation

/// Tonight's pick as a form: whom to watch with (names apart by commas) and how long at most, then the
/// films under it, each with the least happy member's rating and everyone's outlook.
struct PickModel {
    enum Field: CaseIterable {
        case with, under
    }

    var with = ""
    var under = ""
    var field = Field.with
    var sending = false
    var state: PickState?

    var request: PickRequest { PickRequest(with: [with], under: under.isEmpty ? nil : under) }

    mutating func type(_ character: Character) {
        switch field {
        case .with: with.append(character)
        case .under: under.append(character)
        }
    }

    mutating func erase() {
        switch field {
        case .with: if !with.isEmpty { with.removeLast() }
        case .under: if !under.isEmpty { under.removeLast() }
        }
    }

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = strings.pick
        var body = [Line(words.heading, .heading), Line(words.intro, .dim), .blank]
        body.append(row(words.withLabel, with, .with))
        body.append(row(words.lengthLabel, under, .under))
        let friends = state?.friends.map(\.label) ?? []
        if !friends.isEmpty { body.append(Line("  " + friends.joined(separator: ", "), .dim)) }
        body.append(PaneLines.rule(size.columns))
        for film in state?.rows ?? [] where body.count < size.rows {
            let facts = [film.year.map(String.init), film.runtime.map(strings.minutes)].compactMap { $0 }
            body.append(
                Line(film.title, .bold).appending("  " + facts.joined(separator: " · ") + "  " + film.leastText))
            for outlook in film.outlooks where body.count < size.rows {
                body.append(Line("  " + outlook.text + (outlook.reasons.first.map { " — " + $0 } ?? ""), .dim))
            }
        }
        if let state, state.rows.isEmpty, state.failure == nil { body.append(Line(state.emptyText)) }
        let status =
            state?.failure.map { Line(PaneLines.said($0), .failure) }
            ?? (sending ? Line(strings.loading, .dim) : .blank)
        let hints = [
            KeyHint(keys: "↑↓", action: strings.browse.move), KeyHint(keys: "Enter", action: words.submit),
            KeyHint(keys: "Esc", action: strings.browse.back),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }

    private func row(_ label: String, _ value: String, _ row: Field) -> Line {
        PaneLines.field(label, value, current: row == field)
    }
}
