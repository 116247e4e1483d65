import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/facts-known-for.tsv`: well-known people with the films they are known for, written from
/// knowledge of the films. A person's page shows six films as "Known for" and the suggestion box two, by
/// one measure of renown fair across decades (``Person/knownFor(count:)``, ``Person/bestKnown``); this
/// measures how many of the written films each shows, and holds it there.
@Suite struct KnownForTests {
    static func rows() throws -> [(name: String, films: [Movie.ID])] {
        try WrittenSet.rows("facts-known-for.tsv")
            .map { fields in
                let films = fields[1].split(separator: ";").compactMap {
                    $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map { Movie.ID(String($0)) }
                }
                return (fields[0], films)
            }
    }

    @Test func pagesAndSuggestionsShowWhatPeopleAreKnownFor() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let rows = try Self.rows()
        #expect(rows.count >= 30)
        var (written, onPage, suggested, missed) = (0, 0, 0, [String]())
        for row in rows {
            let id = CatalogMoviesRepository.personID(of: row.name)
            let shown = try await catalog.person(withID: id).knownFor(count: 6).map(\.movie.id)
            let suggestion = try #require(
                try await catalog.people(matching: MovieQuery(row.name), limit: 5).first { $0.id == id })
            var titles: [String] = []
            for film in row.films { titles.append(try await catalog.movie(withID: film).title) }
            written += row.films.count
            onPage += row.films.count { shown.contains($0) }
            suggested += suggestion.knownForTitles.count { titles.contains($0) }
            missed += zip(row.films, titles).filter { !shown.contains($0.0) }.map { "\(row.name): \($0.1)" }
        }
        let page = Double(onPage) / Double(written)
        let box = Double(suggested) / Double(2 * rows.count)
        print(
            "known for: \(rows.count) people, \(written) films; on their page \(onPage) (\(String(format: "%.1f", page * 100))%), the suggestion box's two are theirs for \(String(format: "%.1f", box * 100))%"
        )
        #expect(page >= 0.75, "missed: \(missed)")
        #expect(box >= 0.85)
    }
}
