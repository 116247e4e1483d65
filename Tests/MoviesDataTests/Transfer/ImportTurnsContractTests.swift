import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about a member's import turn: one holder at a time across servers and
/// concurrency, a turn left by a holder that went quiet is taken over, and only its holder ends it.
@Suite(.serialized) struct ImportTurnsContractTests {
    let start = Date(timeIntervalSince1970: 3_000_000)

    @Test(arguments: StoreKind.available) func twentyImportsAtOnceOnTwoServersGiveOneTurn(
        _ kind: StoreKind
    )
        async throws
    {
        try await kind.withDatabase { database in
            let servers = [try await database.open(), try await database.open()]
            let ana = try await MemberFixtures.add("ana", to: servers[0])
            let start = start
            let taken = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        try await servers[index % 2].takeImportTurn(
                            of: ana.id, holder: "import \(index)", at: start, staleBefore: start - 600)
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(taken == 1)
        }
    }

    @Test(arguments: StoreKind.available) func aTurnIsHeldUntilItsHolderEndsItOrGoesQuiet(
        _ kind: StoreKind
    )
        async throws
    {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            #expect(try await store.takeImportTurn(of: ana.id, holder: "a", at: start, staleBefore: start - 600))
            #expect(try await store.takeImportTurn(of: bea.id, holder: "b", at: start, staleBefore: start - 600))
            #expect(!(try await store.takeImportTurn(of: ana.id, holder: "c", at: start + 1, staleBefore: start - 599)))
            try await store.endImportTurn(of: ana.id, holder: "c")
            #expect(try await store.renewImportTurn(of: ana.id, holder: "a", at: start + 300), "another cannot end it")
            #expect(!(try await store.renewImportTurn(of: ana.id, holder: "c", at: start + 300)))
            // Renewed at +300: still held at +800 with ten minutes' grace, taken over at +1000.
            #expect(
                !(try await store.takeImportTurn(of: ana.id, holder: "c", at: start + 800, staleBefore: start + 200)))
            #expect(try await store.takeImportTurn(of: ana.id, holder: "c", at: start + 1000, staleBefore: start + 400))
            #expect(!(try await store.renewImportTurn(of: ana.id, holder: "a", at: start + 1001)), "a lost it")
            try await store.endImportTurn(of: ana.id, holder: "c")
            #expect(try await store.takeImportTurn(of: ana.id, holder: "d", at: start + 1002, staleBefore: start + 402))
            try await store.delete(ana.id)
            let again = try await MemberFixtures.add("ana", to: store)
            #expect(try await store.takeImportTurn(of: again.id, holder: "e", at: start, staleBefore: start - 600))
        }
    }
}
