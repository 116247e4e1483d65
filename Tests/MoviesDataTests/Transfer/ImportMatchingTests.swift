import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/import-matching.tsv`: rows of other sites' exports and as people type them, each with the
/// film meant (or none, for a film the catalog has not got). Matched against the bundled catalog as an
/// import matches them: at least 98% right, and not one matched wrong (a row left to choose is not wrong).
@Suite struct ImportMatchingTests {
    struct Row {
        let hint: FilmHint
        /// `Title|Year` of the catalog film meant, or nil for none.
        let meant: String?
    }

    static func rows() throws -> [Row] {
        try WrittenSet.rows("import-matching.tsv", omittingEmptyFields: false)
            .map { fields in
                let hint = FilmHint(title: fields[0], year: Int(fields[1]), imdbID: fields[2].isEmpty ? nil : fields[2])
                return Row(hint: hint, meant: fields[3] == "-" ? nil : fields[3])
            }
    }

    @Test func rowsAreMatchedRightAndNoneWrong() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let matcher = FilmMatcher(movies: catalog, identifiers: catalog, source: .catalog)
        let rows = try Self.rows()
        #expect(rows.count >= 200)
        let matches = try await matcher.match(Set(rows.map(\.hint)))
        var (right, wrong, left) = (0, [String](), [String]())
        for row in rows {
            var found: String?
            if case .found(let film, _) = matches[row.hint] {
                let movie = try await catalog.movie(withID: film.movieID)
                found = "\(movie.title)|\(movie.releaseDate.year ?? 0)"
            }
            switch (found, row.meant) {
            case (nil, nil): right += 1
            case (let found?, let meant?) where found == meant: right += 1
            case (let found?, _): wrong.append("\(row.hint) → \(found), meant \(row.meant ?? "none")")
            case (nil, let meant?): left.append("\(row.hint) (\(meant))")
            }
        }
        let share = Double(right) / Double(rows.count)
        print(
            "import matching: \(right) of \(rows.count) right (\(String(format: "%.1f", share * 100))%), \(wrong.count) wrong, \(left.count) left to choose: \(left)"
        )
        #expect(wrong.isEmpty, "matched wrong: \(wrong)")
        #expect(share >= 0.98, "left to choose: \(left)")
    }
}
