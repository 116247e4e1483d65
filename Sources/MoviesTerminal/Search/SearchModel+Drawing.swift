import Foundation
import MoviesPresentation

extension SearchModel {
    /// The pane as lines: a pure function of the model, the size and the words, so it is tested without
    /// a terminal.
    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        var body = [boxLine(strings: strings, width: size.columns), hintLine(strings: strings)]
        body.append(PaneLines.rule(size.columns))
        let height = max(0, size.rows - body.count)
        if let message = emptyMessage(strings: strings) {
            body += message
        } else {
            let entries = entries
            let visible = entries.indices.dropFirst(cursor.top).prefix(height)
            body += visible.map { index in
                line(for: entries[index], width: size.columns, selected: focus == .list && index == cursor.selected)
            }
        }
        return PaneFrame(body: body, status: status(strings: strings), hints: hints(strings: strings))
    }

    /// Rows a list may take at `size`: what the cursor scrolls by.
    static func listHeight(_ size: ScreenPainter.Size) -> Int { max(1, size.rows - 3) }

    private func boxLine(strings: Strings, width: Int) -> Line {
        var line = Line(strings.searchLabel + ": ", .bold)
        line.append(text, focus == .box ? .plain : .dim)
        if focus == .box { line.append(" ", .selected) }
        return line
    }

    private func hintLine(strings: Strings) -> Line {
        switch mode {
        case .recent:
            return Line(recent.isEmpty ? strings.browse.typeToSearch : strings.recentSearches, .heading)
        case .suggestions:
            let slip = suggestions.searchedFor.map {
                " · " + strings.showingFilmsFor.replacingOccurrences(of: "{query}", with: $0)
            }
            return Line(strings.suggestions + (slip ?? "") + " · " + strings.browse.enterForAll, .heading)
        case .results:
            guard let list = search?.list else { return .blank }
            if let read = list.searchedFor {
                return Line(strings.showingFilmsFor.replacingOccurrences(of: "{query}", with: "“\(read)”"), .heading)
            }
            return Line(strings.resultsShown(list.items.count, list.totalResults), .heading)
        }
    }

    /// What the list area says instead of a list: loading, nothing found, a failure.
    private func emptyMessage(strings: Strings) -> [Line]? {
        switch mode {
        case .recent, .suggestions:
            if let failure = suggestions.failure, suggestions.query == text, mode == .suggestions {
                return [Line(PaneLines.said(failure), .failure)]
            }
            return nil
        case .results:
            guard let search else { return [Line(strings.loading, .dim)] }
            let list = search.list
            if list.items.isEmpty, list.loading == .fullScreen { return [Line(strings.loading, .dim)] }
            if list.items.isEmpty, let failure = list.failure {
                return PaneLines.retryable(failure, strings: strings)
            }
            guard list.isEmpty, search.people.isEmpty else { return nil }
            var lines = [Line(strings.noResults(list.query))]
            if let suggested = list.suggestedQuery {
                lines.append(Line(strings.didYouMean.replacingOccurrences(of: "{query}", with: "“\(suggested)”")))
            }
            if let note = search.coverageNote { lines += [.blank, Line(note, .dim)] }
            return lines
        }
    }

    private func line(for entry: Entry, width: Int, selected: Bool) -> Line {
        switch entry {
        case .recent(let text): FilmRow.plain(text, selected: selected)
        case .suggestedFilm(let film):
            FilmRow.plain(film.title + (film.year.map { " (\($0))" } ?? ""), selected: selected)
        case .person(let person): FilmRow.plain(person.name, detail: person.subtitle, selected: selected)
        case .result(let item):
            FilmRow.line(item, width: width, selected: selected, saved: search?.marks.isSaved(item.id) ?? false)
        }
    }

    private func status(strings: Strings) -> Line {
        guard mode == .results, let search else { return .blank }
        let list = search.list
        if let failure = search.failure { return Line(PaneLines.said(failure), .failure) }
        if let status = PaneLines.status(of: list, strings: strings) { return status }
        if let notice = search.notice { return Line(notice, .notice) }
        return .blank
    }

    private func hints(strings: Strings) -> [KeyHint] {
        let words = strings.browse
        if focus == .box {
            return [
                KeyHint(keys: "Enter", action: words.search), KeyHint(keys: "↓", action: words.move),
                KeyHint(keys: "Esc", action: words.leaveBox), KeyHint(keys: "Tab", action: words.nextTab),
                KeyHint(keys: "Ctrl-C", action: words.quit),
            ]
        }
        if foundNothing {
            return [
                KeyHint(keys: "a", action: AddFilmStrings.of(strings.language).heading),
                KeyHint(keys: "/", action: words.search), KeyHint(keys: "Tab", action: words.nextTab),
                KeyHint(keys: "q", action: words.quit),
            ]
        }
        return [
            KeyHint(keys: "↑↓", action: words.move), KeyHint(keys: "Enter", action: words.open),
            KeyHint(keys: "s", action: words.save), KeyHint(keys: "/", action: words.search),
            KeyHint(keys: "Tab", action: words.nextTab), KeyHint(keys: "?", action: words.help),
            KeyHint(keys: "q", action: words.quit),
        ]
    }
}
