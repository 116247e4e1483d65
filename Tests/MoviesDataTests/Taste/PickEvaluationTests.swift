import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// Tonight's pick measured as BENCHMARKS.md says: the made-up members of ``SyntheticMembers`` in groups of
/// three, each group's first 20 films against the most popular films none of them watched and the films
/// like the last one the first member watched: how many are held-out well-rated films of a member, how
/// happy the least happy member would be (their taste without noise), and how often one of them would
/// hate the film (a taste under 4).
@Suite struct PickEvaluationTests {
    struct Tally {
        var heldOut = 0.0
        var least = 0.0
        var hated = 0.0
        var group = 0.0

        mutating func add(
            _ films: [FilmReference], group: [SyntheticMembers.Member], byID: [Int: SyntheticMembers.Film]
        ) {
            let held = group.reduce(into: Set<FilmReference>()) { $0.formUnion($1.heldOut) }
            let possible = Double(max(1, min(20, held.count)))
            heldOut += Double(films.filter(held.contains).count) / possible
            let each = films.compactMap { film in
                Int(film.movieID.rawValue).flatMap { byID[$0] }.map { film in group.map { $0.taste.expected(film) } }
            }
            let tastes = each.map { $0.min()! }
            self.group += each.map { $0.reduce(0, +) / Double($0.count) }.reduce(0, +) / Double(max(1, each.count))
            least += tastes.reduce(0, +) / Double(max(1, tastes.count))
            hated += Double(tastes.filter { $0 < 4 }.count) / Double(max(1, tastes.count))
        }
    }

    @Test func thePickFindsHeldOutFilmsAndSparesTheLeastHappyMember() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let catalog = try SyntheticMembers.catalog()
        let byID = Dictionary(catalog.map { ($0.id, $0) }) { first, _ in first }
        let members = SyntheticMembers(films: catalog).members(24, seed: 7)
        let popular = catalog.sorted { $0.reviews > $1.reviews }.map { SyntheticMembers.reference($0.id) }
        var (pick, mostPopular, alike) = (Tally(), Tally(), Tally())
        let groups = stride(from: 0, to: members.count, by: 3).map { Array(members[$0..<($0 + 3)]) }
        for group in groups {
            let tastes = group.map { member in
                MemberTaste(ratings: member.ratings.filter { !member.heldOut.contains($0.key) }, saved: [])
            }
            let watched = tastes.reduce(into: Set<FilmReference>()) { $0.formUnion($1.ratings.keys) }
            let picked = try await repository.pick(for: tastes, excluding: watched, filter: .any, limit: 20)
            pick.add(picked.map { SyntheticMembers.reference(Int($0.movie.id.rawValue)!) }, group: group, byID: byID)
            mostPopular.add(Array(popular.filter { !watched.contains($0) }.prefix(20)), group: group, byID: byID)
            let last = try #require(group[0].order.last { !group[0].heldOut.contains($0) })
            let like = try await repository.similarMovies(
                to: try await repository.movie(withID: last.movieID), limit: 60
            )
            .map { FilmReference(source: .catalog, movieID: $0.id) }.filter { !watched.contains($0) }.prefix(20)
            alike.add(Array(like), group: group, byID: byID)
        }
        let count = Double(groups.count)
        for (name, tally) in [("pick", pick), ("most popular", mostPopular), ("like the last", alike)] {
            print(
                "\(name): held-out share \(tally.heldOut / count), least happy member's taste \(tally.least / count),"
                    + " hated by one \(tally.hated / count), the group's taste \(tally.group / count)")
        }
        #expect(pick.heldOut > mostPopular.heldOut * 1.5 && pick.heldOut > alike.heldOut * 1.5)
        #expect(pick.least > mostPopular.least && pick.least > alike.least)
        #expect(pick.hated <= mostPopular.hated && pick.hated <= alike.hated)
    }
}
