import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about films set aside: each member's own, once each, brought back on undo,
/// gone with the account.
@Suite struct DismissedFilmsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    @Test(arguments: Kind.available)
    func aFilmSetAsideStaysTheMembersOwnUntilUndone(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let time = Date(timeIntervalSince1970: 100)
            #expect(try await store.dismiss(Fixtures.film(1), by: ana.id, at: time))
            #expect(try await !store.dismiss(Fixtures.film(1), by: ana.id, at: time), "once")
            #expect(try await store.dismiss(Fixtures.film(2), by: ana.id, at: time))
            #expect(try await store.dismissed(by: ana.id) == [Fixtures.film(1), Fixtures.film(2)])
            #expect(try await store.dismissed(by: bob.id).isEmpty)
            #expect(try await store.undismiss(Fixtures.film(1), by: ana.id))
            #expect(try await !store.undismiss(Fixtures.film(1), by: ana.id))
            #expect(try await store.dismissed(by: ana.id) == [Fixtures.film(2)])
            await #expect(throws: AccountError.notFound) {
                try await store.dismiss(Fixtures.film(1), by: User.ID("nobody"), at: time)
            }
        }
    }
}
