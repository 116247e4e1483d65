import MoviesDomain
import MoviesPresentation

/// What `movies saved` prints: a table of the page, and where it is in the list.
struct SavedOutput {
    let state: SavedFilmsState

    func table() -> String {
        guard !state.items.isEmpty else { return Strings.english.members.noSavedFilms + "\n" }
        let first = (state.page - 1) * 20 + 1
        let rows = state.items.enumerated().map { offset, item in
            [
                String(first + offset), item.film.description, item.row.title, item.row.year.map(String.init) ?? "TBA",
                item.row.ratingText ?? "–", Age(since: item.savedAt).text,
            ]
        }
        let table = TextTable(columns: [
            .init(header: "#", alignment: .right), .init(header: "Id"), .init(header: "Title", cutTo: 16),
            .init(header: "Year"), .init(header: "Rating", alignment: .right), .init(header: "Saved"),
        ])
        return table.render(rows, width: Console.current.outputWidth)
            + "page \(state.page) of \(state.totalPages) · "
            + Strings.english.members.savedCount(state.totalCount) + "\n"
    }
}
