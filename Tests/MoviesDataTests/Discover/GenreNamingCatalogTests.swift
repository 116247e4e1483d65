import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/facts-genres.tsv`: well-known films with the genres a person would name each by, written
/// from knowledge of the films. Cards show a film's first two genres as ``Movie/genresAsNamed`` orders the
/// catalog's tags; this measures how often the first is one a person would name, and holds it there.
@Suite struct GenreNamingCatalogTests {
    static func rows() throws -> [(id: Movie.ID, title: String, named: Set<Genre>)] {
        try WrittenSet.rows("facts-genres.tsv")
            .map { fields in
                let named = fields[3].split(separator: ",").compactMap {
                    Genre(named: $0.trimmingCharacters(in: .whitespaces))
                }
                return (Movie.ID(fields[0]), fields[1], Set(named))
            }
    }

    @Test func cardsNameWellKnownFilmsByAGenreAPersonWould() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let rows = try Self.rows()
        #expect(rows.count >= 150)
        var (named, misnamed) = (0, [String]())
        for row in rows {
            let shown = try await catalog.movie(withID: row.id).genresAsNamed
            if let first = shown.first.flatMap(Genre.init(named:)), row.named.contains(first) {
                named += 1
            } else {
                misnamed.append("\(row.title): \(shown.prefix(2).joined(separator: ", "))")
            }
        }
        let share = Double(named) / Double(rows.count)
        print(
            "genres named: \(named) of \(rows.count) (\(String(format: "%.1f", share * 100))%); misnamed: \(misnamed)")
        #expect(share >= 0.86, "misnamed: \(misnamed)")
    }
}
