import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/suggest-typing.tsv`: 50 titles as people type them, ten with a slip, each typed into the box
/// letter by letter. The suggestions are a search's first eight films, so each prefix is searched as the box
/// asks: the letter from which the film meant stays among them to the end is what a person needs to type.
@Suite struct SuggestTypingTests {
    @Test func everyTitleTypedLetterByLetterIsSuggestedBeforeItIsWhole() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let rows = try WrittenSet.rows("suggest-typing.tsv")
        #expect(rows.count >= 50)
        var (needed, never, blinked) = ([Int](), [String](), [String]())
        for row in rows {
            let typed = Array(row[0])
            var from: Int?
            for length in 1...typed.count {
                guard let query = try? MovieQuery(String(typed.prefix(length))) else { continue }
                let films = try await catalog.searchMovies(query, page: .first).movies.prefix(8)
                if films.contains(where: { $0.title == row[1] && $0.releaseDate.year == Int(row[2]) }) {
                    from = from ?? length
                } else {
                    if from != nil { blinked.append("\(row[0]) at \(length)") }
                    from = nil
                }
            }
            if let from { needed.append(from) } else { never.append(row[0]) }
        }
        let median = needed.sorted()[needed.count / 2]
        let share =
            needed.map { Double($0) }.reduce(0, +)
            / rows.map { Double($0[0].count) }.reduce(0, +)
        print(
            "suggestions: \(rows.count) titles typed letter by letter; the film meant stays suggested from letter \(median) (median), \(String(format: "%.0f", share * 100))% of the letters; never: \(never); dropped out after showing: \(blinked)"
        )
        #expect(never.isEmpty)
    }
}
