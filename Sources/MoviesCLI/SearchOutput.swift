import Foundation
import MoviesDomain
import MoviesPresentation

/// What `movies search` prints: a table for people, JSON for programs.
struct SearchOutput {
    let query: MovieQuery
    let page: MoviesPage
    let source: String

    private var items: [MoviesListItemViewModel] { page.movies.map(MoviesListItemViewModel.init(movie:)) }

    func table() -> String {
        guard !page.movies.isEmpty else {
            return "No films match \u{201C}\(query.text)\u{201D}.\n\(footer)\n"
        }
        let firstPosition = (page.page - 1) * 20 + 1
        let rows = items.enumerated().map { offset, item in
            [
                String(firstPosition + offset), item.title, item.year.map(String.init) ?? "TBA", item.genresText,
                item.ratingText ?? "–",
            ]
        }
        let table = TextTable(
            columns: [
                .init(header: "#", width: 4, alignment: .right),
                .init(header: "Title", width: 44),
                .init(header: "Year", width: 4),
                .init(header: "Genres", width: 30),
                .init(header: "Rating", width: 6, alignment: .right),
            ]
        )
        return table.render(rows) + footer + "\n"
    }

    /// `page 1 of 12 · 231 results · catalog`
    var footer: String {
        let results = page.totalResults == 1 ? "1 result" : "\(page.totalResults) results"
        return "page \(page.page) of \(max(page.totalPages, 1)) · \(results) · \(source)"
    }

    func json() throws -> String {
        let document = SearchDocument(
            query: query.text,
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            source: source,
            results: page.movies.map { MovieDocument(movie: $0) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}

private struct SearchDocument: Encodable {
    let query: String
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: String
    let results: [MovieDocument]
}
