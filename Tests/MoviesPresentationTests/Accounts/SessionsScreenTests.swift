import Foundation
import MoviesDomain
import MoviesPresentation
import Testing

/// The sessions part of settings on a fake: where the member is signed in, worded, this browser marked,
/// and signing out everywhere else keeps this one.
@Suite struct SessionsScreenTests {
    actor Sessions: SignedInSessionsRepository {
        var kept: [User.ID: [SignedInSession]] = [:]
        var fails = false

        func sessions(of member: User.ID) async throws -> [SignedInSession] {
            if fails { throw StorageError() }
            return kept[member] ?? []
        }

        func signOut(_ member: User.ID, except key: String?) async throws {
            if fails { throw StorageError() }
            kept[member]?.removeAll { $0.key != key }
        }

        func keep(_ sessions: [SignedInSession], for member: User.ID) { kept[member] = sessions }
        func failFromNowOn() { fails = true }
    }

    struct StorageError: Error {}

    let ana = User.ID("1")
    let may3 = Date(timeIntervalSince1970: 1_777_800_000)  // 3 May 2026

    func sessions() async -> Sessions {
        let sessions = Sessions()
        await sessions.keep(
            [
                SignedInSession(key: "here", device: "Firefox on Linux", signedInAt: may3),
                SignedInSession(key: "phone", device: "Safari on iOS", signedInAt: may3),
                SignedInSession(key: "old", device: nil, signedInAt: nil),
            ], for: ana)
        await sessions.keep(
            [SignedInSession(key: "bob's", device: "Chrome on Windows", signedInAt: may3)], for: User.ID("2"))
        return sessions
    }

    @Test func eachSessionIsWordedAndThisBrowserMarked() async throws {
        let screen = SessionsViewModel(sessions: await sessions(), member: ana, current: "here", strings: .english)
        await screen.didLoad()
        let rows = await screen.state.rows
        #expect(
            rows.map(\.text) == [
                "Firefox on Linux · signed in May 3, 2026", "Safari on iOS · signed in May 3, 2026", "A browser",
            ])
        #expect(rows.map(\.current) == ["this browser", nil, nil])
    }

    @Test func signingOutOthersKeepsThisBrowserAndNobodyElsesSessionsChange() async throws {
        let store = await sessions()
        let screen = SessionsViewModel(sessions: store, member: ana, current: "here", strings: .english)
        await screen.didSignOutOthers()
        await screen.didLoad()
        #expect(await screen.state.rows.map(\.current) == ["this browser"])
        #expect(try await store.sessions(of: User.ID("2")).map(\.key) == ["bob's"])
    }

    @Test func aStoreThatFailsIsAFailureNotAnEmptyList() async throws {
        let store = await sessions()
        await store.failFromNowOn()
        let screen = SessionsViewModel(sessions: store, member: ana, current: "here", strings: .english)
        await screen.didLoad()
        #expect(await screen.state.failure != nil)
        await screen.didSignOutOthers()
        #expect(await screen.state.failure != nil)
    }
}
