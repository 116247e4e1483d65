import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// `Benchmarks/facts-walk-ons.tsv`: career bit players of the studio years and directors' cameos, written
/// from film history. The catalog lists them beside the stars of famous films, without billing; a film's
/// page orders its cast best known first, and none of them may come first in a film they are in (a
/// director's cameo: in a film of their own). Without billing a walk-on and a busy star of a thin year
/// can look alike (Lester Dorr beside Bing Crosby), so this holds them to one film in a hundred: before
/// walk-ons were told apart, they came first in 148 films of 429.
@Suite struct WalkOnsTests {
    @Test func noWalkOnComesFirstInAnyFilmOfTheirs() async throws {
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let rows = try WrittenSet.rows("facts-walk-ons.tsv")
        #expect(rows.count >= 15)
        var (films, firstThree, first) = (0, 0, [String]())
        for row in rows {
            let (name, isCameo) = (row[0], row[1] == "cameo")
            let person = try await catalog.person(withID: CatalogMoviesRepository.personID(of: name))
            for credit in person.credits where credit.roles.contains(.cast) {
                guard !isCameo || credit.roles.contains(.director) else { continue }
                let cast = try await catalog.movie(withID: credit.movie.id).cast
                films += 1
                if cast.prefix(3).contains(name) { firstThree += 1 }
                if cast.first == name { first.append("\(credit.movie.title): \(name)") }
            }
        }
        print(
            "walk-ons: \(rows.count) people in \(films) films; first in \(first.count) (\(first.joined(separator: "; "))), in the first three in \(firstThree)"
        )
        #expect(films >= 300)
        #expect(first.count * 100 <= films, "\(first)")
        #expect(firstThree * 10 <= films, "in the first three of \(firstThree) films")
    }
}
