import Foundation
import MoviesDomain
import MoviesPresentation

/// What `movies search` prints from the list's state: a table for people, JSON for programs.
struct SearchOutput {
    let state: MoviesListState
    let source: String
    /// The films' source, for their ids (`catalog:17738`, the form every command takes and prints).
    let films: FilmReference.Source

    func table() -> String {
        guard !state.items.isEmpty else {
            let suggestion = state.suggestedQuery.map { Self.line(Strings.english.didYouMean, quoting: $0) }
            return "No films match \u{201C}\(state.query)\u{201D}.\n\(suggestion ?? "")\(footer)\n"
        }
        let firstPosition = (state.currentPage - 1) * 20 + 1
        let rows = state.items.enumerated().map { offset, item in
            [
                String(firstPosition + offset), FilmReference(source: films, movieID: item.movie.id).description,
                item.title, item.year.map(String.init) ?? "TBA",
                item.genresText, item.ratingText ?? "–",
            ]
        }
        let table = TextTable(
            columns: [
                .init(header: "#", alignment: .right), .init(header: "Id"), .init(header: "Title", cutTo: 16),
                .init(header: "Year"), .init(header: "Genres", cutTo: 6), .init(header: "Rating", alignment: .right),
            ]
        )
        let searchedFor = state.searchedFor.map { Self.line(Strings.english.showingFilmsFor, quoting: $0) }
        return (searchedFor ?? "") + table.render(rows, width: Console.current.outputWidth) + footer + "\n"
    }

    /// A line of `template` with its `{query}` standing for `query` in quotes: `Did you mean “heat”?`.
    private static func line(_ template: String, quoting query: String) -> String {
        template.replacing("{query}", with: "\u{201C}\(query)\u{201D}") + "\n"
    }

    /// `page 1 of 12 · 231 results · catalog`, `0 results · catalog`, or `… · TMDB (cached 2 days ago)`.
    var footer: String {
        let results = state.totalResults == 1 ? "1 result" : "\(state.totalResults) results"
        var origin = source
        if case .cached(let savedAt) = state.origin { origin += " (cached \(Age(since: savedAt).text))" }
        // No results have no pages, as `totalPages: 0` in the JSON says.
        guard state.totalResults > 0 else { return "\(results) · \(origin)" }
        return "page \(max(state.currentPage, 1)) of \(max(state.totalPages, 1)) · \(results) · \(origin)"
    }

    func json() throws -> String {
        try CLIJSON.encode(SearchResultsDocument(state: state, source: films)) + "\n"
    }
}
