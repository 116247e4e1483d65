import MoviesDomain
import MoviesPresentation

/// The browse pane: a genre, a decade and an order, and the films they allow in a list that grows page
/// by page as the selection nears its end.
struct DiscoverModel {
    static let decades: [Int?] = [nil] + Array(stride(from: 2020, through: 1920, by: -10))

    var state: DiscoverState?
    var genre: Genre?
    var decade: Int?
    var sort = DiscoverSort.popularity
    var cursor = ListCursor()

    static let headerRows = 2

    var filter: DiscoverFilter? {
        try? DiscoverFilter(genres: genre.map { [$0] } ?? [], years: decade.map { $0...($0 + 9) }, sort: sort)
    }

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let words = strings.discover
        var filters = Line("g ", .dim).appending(words.genre + ": ", .bold)
        filters.append(genre.map(words.genreName) ?? words.anyGenre)
        filters.append("   d ", .dim)
        filters.append(words.decade + ": ", .bold)
        filters.append(decade.map(words.decadeName) ?? words.anyDecade)
        filters.append("   o ", .dim)
        filters.append(words.sortBy + ": ", .bold)
        filters.append(words.sortName(sort))
        var body = [filters, PaneLines.rule(size.columns)]
        let list = state?.list ?? MoviesListState()
        let height = max(1, size.rows - Self.headerRows)
        if list.items.isEmpty {
            if list.loading != .none || state == nil {
                body.append(Line(strings.loading, .dim))
            } else if let failure = list.failure {
                body += PaneLines.retryable(failure, strings: strings)
            } else {
                body.append(Line(words.noMatches))
            }
        } else {
            body += list.items.indices.dropFirst(cursor.top).prefix(height).map { index in
                let item = list.items[index]
                return FilmRow.line(
                    item, width: size.columns, selected: index == cursor.selected,
                    saved: state?.marks.isSaved(item.id) ?? false)
            }
        }
        return PaneFrame(body: body, status: status(list, strings: strings), hints: hints(strings.browse))
    }

    private func status(_ list: MoviesListState, strings: Strings) -> Line {
        if let failure = state?.failure { return Line(PaneLines.said(failure), .failure) }
        if let status = PaneLines.status(of: list, strings: strings) { return status }
        if let notice = state?.notice { return Line(notice, .notice) }
        guard !list.items.isEmpty else { return .blank }
        return Line(strings.resultsShown(list.items.count, list.totalResults), .dim)
    }

    private func hints(_ words: BrowseStrings) -> [KeyHint] {
        [
            KeyHint(keys: "↑↓", action: words.move), KeyHint(keys: "Enter", action: words.open),
            KeyHint(keys: "s", action: words.save), KeyHint(keys: "/", action: words.search),
            KeyHint(keys: "Tab", action: words.nextTab), KeyHint(keys: "?", action: words.help),
            KeyHint(keys: "q", action: words.quit),
        ]
    }
}
