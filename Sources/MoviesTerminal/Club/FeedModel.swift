import MoviesDomain
import MoviesPresentation

extension FeedState: PagedListState {
    var itemCount: Int { groups.reduce(0) { $0 + max(1, $1.items.count) } }
}

/// The Feed tab: one row for each thing a followed member did, newest first, a page at a time.
struct FeedModel {
    var state: FeedState?
    /// Why there is no feed: nobody is signed in (a server without `movies login`).
    var unavailable: String?
    var cursor = ListCursor()

    static let headerRows = 2

    /// One thing done: "bob watched The Godfather", what the member made of it, and its film.
    struct Row {
        let text: String
        let detail: String?
        let film: FilmReference?
    }

    /// Each group's films one row each (a list made, one row): as many as ``FeedState/itemCount``.
    static func rows(_ state: FeedState, strings: Strings) -> [Row] {
        let words = strings.feed
        return state.groups.flatMap { group -> [Row] in
            let list = group.list?.title ?? ""
            guard !group.items.isEmpty else { return [Row(text: group.headline, detail: group.when, film: nil)] }
            return group.items.map { item in
                let title = item.poster.title + (item.poster.year.map { " (\($0))" } ?? "")
                let text =
                    switch group.kind {
                    case .watched: words.watched(group.name, 1, title)
                    case .reviewed: words.reviewed(group.name, 1, title)
                    case .listed: words.listed(group.name, list)
                    case .added: words.added(group.name, 1, title, list)
                    }
                let detail = [item.stars, item.details ?? group.when, item.excerpt].compactMap { $0 }
                return Row(text: text, detail: detail.joined(separator: "  "), film: item.poster.film)
            }
        }
    }

    func frame(size: ScreenPainter.Size, strings: Strings) -> PaneFrame {
        let height = max(1, size.rows - Self.headerRows)
        let all = state.map { Self.rows($0, strings: strings) } ?? []
        let lines = all.indices.dropFirst(cursor.top).prefix(height).map { index in
            FilmRow.plain(all[index].text, detail: all[index].detail, selected: index == cursor.selected)
        }
        let body = PaneLines.pagedList(
            title: strings.feed.heading, state: state, unavailable: unavailable, empty: strings.feed.empty,
            rows: lines, width: size.columns, strings: strings)
        let status = PaneLines.listStatus(failure: state?.failure, notice: nil, canUndo: false, strings: strings)
        return PaneFrame(body: body, status: status, hints: KeyHint.pagedTab(strings))
    }
}
