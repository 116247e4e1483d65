import MoviesDomain
import MoviesPresentation

/// What `movies person` prints: the name, their roles counted, and a table of their films.
struct PersonOutput {
    let content: PersonContent
    let films: FilmReference.Source

    func text() -> String {
        let rows = content.credits.map { credit in
            [
                credit.item.year.map(String.init) ?? "TBA",
                FilmReference(source: films, movieID: credit.item.movie.id).description, credit.item.title,
                credit.rolesText,
            ]
        }
        let table = TextTable(columns: [
            .init(header: "Year"), .init(header: "Id"), .init(header: "Title", cutTo: 16),
            .init(header: "Roles", cutTo: 8),
        ])
        let header = "\(content.name) · \(content.id.rawValue)\n\(content.roleCounts.joined(separator: " · "))\n\n"
        guard !rows.isEmpty else { return header + none + "\n" }
        return header + table.render(rows, width: Console.current.outputWidth)
    }

    /// Why the table is empty: no film in the role asked for.
    private var none: String {
        switch content.role {
        case .director: "\(content.name) directed no film here."
        case .writer: "\(content.name) wrote no film here."
        case .cast: "\(content.name) is in the cast of no film here."
        case nil: "No films here."
        }
    }
}
