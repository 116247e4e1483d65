import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/facts-cast-leads.tsv`: well-known films with the three actors each bills first, written
/// from knowledge of the films. The catalog lists cast without billing, so a film's page orders it by a
/// guess (``CatalogMoviesRepository/movie(withID:)``); this measures how many of those leads the guess
/// shows among the first five and among the eight a page shows before "Show all", and holds it there.
@Suite struct CastLeadsTests {
    struct Row {
        let id: String
        let title: String
        let leads: [String]
    }

    static func rows() throws -> [Row] {
        try WrittenSet.rows("facts-cast-leads.tsv")
            .map { fields in
                let leads = fields[3].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                return Row(id: fields[0], title: fields[1], leads: leads)
            }
    }

    @Test func theLeadsOfWellKnownFilmsComeNearTheTop() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let rows = try Self.rows()
        #expect(rows.count >= 60)
        var (leads, inFive, inEight, missed) = (0, 0, 0, [String]())
        for row in rows {
            let cast = try await catalog.movie(withID: Movie.ID(row.id)).cast
            for lead in row.leads where cast.contains(lead) {
                leads += 1
                if cast.prefix(5).contains(lead) { inFive += 1 } else { missed.append("\(row.title): \(lead)") }
                if cast.prefix(8).contains(lead) { inEight += 1 }
            }
        }
        let five = Double(inFive) / Double(leads)
        let eight = Double(inEight) / Double(leads)
        print(
            "cast leads: \(rows.count) films, \(leads) leads; among the first five \(inFive) (\(String(format: "%.1f", five * 100))%), among the first eight \(inEight) (\(String(format: "%.1f", eight * 100))%)"
        )
        #expect(five >= 0.69, "missed: \(missed)")
        #expect(eight >= 0.82)
    }
}
