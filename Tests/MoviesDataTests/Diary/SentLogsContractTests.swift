import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises of logs a phone sent with an id of its own: each is logged once, however
/// often it is sent, and by whichever server it reaches.
@Suite struct SentLogsContractTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = MemberFixtures

    static let time = Date(timeIntervalSince1970: 1_700_000_000)
    static let id = ReplayID("3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f")!

    @Test(arguments: Kind.available)
    func aLogSentAgainIsTheWatchItMadeAndNotASecondOne(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let stale = Self.time - 120
            #expect(try await store.claim(Self.id, of: ana.id, at: Self.time, staleBefore: stale) == .claimed)
            // Sent again while the first is being logged: neither logs it a second time.
            #expect(try await store.claim(Self.id, of: ana.id, at: Self.time + 1, staleBefore: stale) == .sending)
            // Another member's phone may happen on the same id: it is theirs.
            #expect(try await store.claim(Self.id, of: bob.id, at: Self.time, staleBefore: stale) == .claimed)
            let watch = Watch.ID.make()
            try await store.settle(Self.id, of: ana.id, watch: watch)
            #expect(try await store.claim(Self.id, of: ana.id, at: Self.time + 2, staleBefore: stale) == .logged(watch))
            // A settled log is never released, and so never logged again, even long after.
            try await store.release(Self.id, of: ana.id)
            #expect(
                try await store.claim(Self.id, of: ana.id, at: Self.time + 9_999, staleBefore: Self.time + 9_000)
                    == .logged(watch))
        }
    }

    @Test(arguments: Kind.available)
    func aRefusedLogMaySendItsIdAgainAndAStoppedServersClaimIsTakenOver(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            #expect(try await store.claim(Self.id, of: ana.id, at: Self.time, staleBefore: Self.time - 120) == .claimed)
            try await store.release(Self.id, of: ana.id)
            #expect(
                try await store.claim(Self.id, of: ana.id, at: Self.time + 5, staleBefore: Self.time - 115) == .claimed)
            // Its server stopped before it settled: within two minutes it is still being sent, after them not.
            #expect(
                try await store.claim(Self.id, of: ana.id, at: Self.time + 60, staleBefore: Self.time - 60) == .sending)
            #expect(
                try await store.claim(Self.id, of: ana.id, at: Self.time + 200, staleBefore: Self.time + 80) == .claimed
            )
        }
    }
}
