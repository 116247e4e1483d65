import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Export → import into an empty account → export gives the same facts, for accounts generated from seeds,
/// on every store; importing the file again adds nothing. A failure names its seed, which makes the same
/// account again.
@Suite struct TransferPropertyTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    /// What two accounts must have alike: every fact of the export but ids and who they are.
    struct Facts: Equatable, CustomStringConvertible {
        let watches: [String]
        let saved: [String]
        let ratings: [String]
        let lists: [String]
        let favourites: [String]

        init(_ export: AccountExport) {
            watches = export.watches.map { watch in
                let details = watch.details
                let review = watch.review.map {
                    "review \($0.text ?? "-") \($0.hasSpoilers) \($0.written.timeIntervalSince1970)"
                }
                return [
                    watch.film.reference.description, details.day?.description ?? "-",
                    details.rating.map(String.init) ?? "-",
                    "\(details.isRewatch)", "\(details.isLiked)", "\(watch.logged.timeIntervalSince1970)",
                    details.tags.map(\.text).joined(separator: "|"), review ?? "no review",
                    watch.source.map { "from \($0)" } ?? "by hand",
                ].joined(separator: " ")
            }.sorted()
            saved = export.saved.map { "\($0.film) \($0.savedAt.timeIntervalSince1970)" }.sorted()
            ratings = export.ratings.map { "\($0.key) \($0.value)" }.sorted()
            lists = export.lists.map { exported in
                let details = exported.list.details
                return "\(details.title) \(details.isRanked) \(details.isPublic) "
                    + exported.entries.map { "\($0.position):\($0.film.reference):\($0.note ?? "")" }.joined(
                        separator: ",")
            }.sorted()
            favourites = export.favourites.map(\.reference.description)
        }

        var description: String { "\(watches)\n\(saved)\n\(ratings)\n\(lists)\n\(favourites)" }

        /// What one has and the other lacks, line by line: what a failure prints.
        func difference(from other: Facts) -> String {
            let (mine, theirs) = (description.split(separator: "\n"), other.description.split(separator: "\n"))
            return zip(mine, theirs).filter { $0 != $1 }.map { "lost: \($1)\n  got: \($0)" }.joined(separator: "\n")
        }
    }

    static let seeds: [UInt64] = Array(1...12)

    /// Twelve accounts on each store; four on PostgreSQL, whose databases are made and migrated one by one
    /// on a server the whole suite shares.
    @Test(arguments: Kind.available)
    func anExportImportedIntoAnEmptyAccountGivesTheSameFacts(_ kind: Kind) async throws {
        for seed in kind == .postgres ? Array(Self.seeds.prefix(4)) : Self.seeds {
            try await kind.withStore { store in
                let fixtures = Fixtures(store: store)
                let ana = try await MemberFixtures.add("ana", to: store)
                let bea = try await MemberFixtures.add("bea", to: store)
                try await GeneratedAccount(seed: seed, member: ana.id).write(to: store, for: ana.id, fixtures: fixtures)
                let before = Facts(try await fixtures.exports.export(of: ana.id))
                let archive = try await fixtures.exports.archive(of: ana.id)
                let plan = try await fixtures.imports.prepare(archive.bytes, named: archive.fileName, for: bea.id)
                #expect(plan.refused.isEmpty && plan.unresolved.isEmpty, "seed \(seed): \(plan.refused)")
                _ = try await fixtures.imports.apply(plan, for: bea.id)
                let after = Facts(try await fixtures.exports.export(of: bea.id))
                #expect(after == before, "seed \(seed):\n\(after.difference(from: before))")
                let again = try await fixtures.imports.prepare(archive.bytes, named: archive.fileName, for: bea.id)
                #expect(again.counts == (0, 0, 0, 0) as (Int, Int, Int, Int), "seed \(seed): nothing to add")
                _ = try await fixtures.imports.apply(again, for: bea.id)
                #expect(Facts(try await fixtures.exports.export(of: bea.id)) == before, "seed \(seed), again")
            }
        }
    }
}
