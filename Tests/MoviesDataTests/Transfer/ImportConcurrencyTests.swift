import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Imports that overlap in time never write a film life twice: one import a member at a time, held in the
/// store (two servers of one database included), and the one refused says so and writes nothing.
@Suite struct ImportConcurrencyTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    /// Watches of the eight fixture films, a day each: more than one batch, so the imports overlap while
    /// they write (kept small: on PostgreSQL under a full suite's load each watch is several round trips).
    static let watches = 600

    static func diary() throws -> Data {
        var lines = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
        var day = try Fixtures.day("2015-01-01")
        for number in 0..<Self.watches {
            lines += "2024-01-01,Film \(number % 8 + 1),\(1971 + number % 8),x,,,,\(day)\n"
            day = day.next
        }
        return Data(lines.utf8)
    }

    /// On the memory store and SQLite: the rule is the use case's, over any store's turn. PostgreSQL's turn
    /// is held to the same promise by `ImportTurnsContractTests` (20 takes at once on two servers give one);
    /// its writes, several round trips a watch, outlast a store's deadline under the whole suite's load.
    @Test(arguments: [Kind.memory, .sqlite])
    func threeImportsOfOneFileAtOnceLeaveEachWatchOnce(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let file = try Self.diary()
            let plan = try await fixtures.imports.prepare(file, named: "diary.csv")
            let results = await withTaskGroup(of: Result<ImportOutcome, any Error>.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        do { return .success(try await fixtures.imports.apply(plan, for: ana.id)) } catch {
                            return .failure(error)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            var added = 0
            for result in results {
                switch result {
                case .success(let outcome): added += outcome.watchesAdded
                case .failure(let error): #expect(error as? ImportUnderWay != nil, "\(error)")
                }
            }
            #expect(added == Self.watches)
            #expect(try await store.allWatches(of: ana.id).count == Self.watches)
            let again = try await fixtures.imports.apply(plan, for: ana.id)
            #expect(again.watchesAdded == 0 && again.alreadyThere == Self.watches, "importing again adds nothing")
        }
    }

    @Test func whileOneImportIsUnderWayAnotherOfTheSameMemberIsRefusedAndAnotherMembersRuns() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let bea = try await MemberFixtures.add("bea", to: store)
        let holder = "another server"
        #expect(
            try await store.takeImportTurn(of: ana.id, holder: holder, at: fixtures.now(), staleBefore: .distantPast))
        let file = try Self.diary()
        await #expect(throws: ImportUnderWay()) {
            try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
        }
        let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: bea.id)
        await #expect(throws: ImportUnderWay()) { try await fixtures.imports.apply(plan, for: ana.id) }
        #expect(try await fixtures.imports.apply(plan, for: bea.id).watchesAdded == Self.watches)
        #expect(try await store.allWatches(of: ana.id).isEmpty)
        try await store.endImportTurn(of: ana.id, holder: holder)
        #expect(try await fixtures.imports.apply(plan, for: ana.id).watchesAdded == Self.watches)
        #expect(
            try await store.takeImportTurn(of: ana.id, holder: holder, at: fixtures.now(), staleBefore: .distantPast),
            "the import's turn ended with it")
    }
}
