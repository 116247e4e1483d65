import MoviesDomain
import MoviesPresentation

/// What `movies person` prints: the name, their roles counted, and a table of their films.
struct PersonOutput {
    let content: PersonContent

    func text() -> String {
        let rows = content.credits.map { credit in
            [
                credit.item.year.map(String.init) ?? "TBA", credit.item.movie.id.rawValue, credit.item.title,
                credit.rolesText,
            ]
        }
        let table = TextTable(columns: [
            .init(header: "Year", width: 4), .init(header: "Id", width: 9, alignment: .right),
            .init(header: "Title", width: 44), .init(header: "Roles", width: 30),
        ])
        return "\(content.name) · \(content.id.rawValue)\n\(content.roleCounts.joined(separator: " · "))\n\n"
            + table.render(rows)
    }
}
