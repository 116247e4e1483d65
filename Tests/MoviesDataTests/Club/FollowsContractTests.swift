import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about follows and blocks: SQLite, PostgreSQL when a test server is set, and
/// the in-memory store the screens' tests stand on.
@Suite struct FollowsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test(arguments: Kind.available)
    func aFollowIsOneWayCountedAndListedNewestFirst(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob, cy) = (
                try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store),
                try await Fixtures.add("cyd", to: store)
            )
            #expect(try await store.follow(ana.id, by: bob.id, at: Self.at(10)))
            #expect(try await !store.follow(ana.id, by: bob.id, at: Self.at(11)), "once a member")
            #expect(try await store.follow(ana.id, by: cy.id, at: Self.at(20)))
            #expect(try await store.follow(cy.id, by: ana.id, at: Self.at(30)))

            #expect(try await store.standing(of: bob.id, toward: ana.id) == Standing(follows: true))
            #expect(try await store.standing(of: ana.id, toward: bob.id) == Standing(followedBy: true))
            #expect(try await store.standing(of: ana.id, toward: cy.id).isMutual)
            #expect(try await store.followCounts(of: ana.id) == FollowCounts(followers: 2, following: 1))

            let followers = try await store.followers(of: ana.id, seenBy: nil, page: .first, pageSize: 1)
            #expect(followers.items.map(\.member.name.text) == ["cyd"] && followers.totalCount == 2)
            #expect(followers.items.first?.since == Self.at(20))
            let second = try await store.followers(of: ana.id, seenBy: nil, page: try PageNumber(2), pageSize: 1)
            #expect(second.items.map(\.member.name.text) == ["bob"])
            let following = try await store.following(of: ana.id, seenBy: nil, page: .first, pageSize: 10)
            #expect(following.items.map(\.member.name.text) == ["cyd"])

            #expect(try await store.unfollow(ana.id, by: bob.id))
            #expect(try await !store.unfollow(ana.id, by: bob.id))
            #expect(try await store.followCounts(of: ana.id).followers == 1)
        }
    }

    @Test(arguments: Kind.available)
    func aBlockEndsTheFollowsEitherWayAndKeepsNewOnesFromBeingMade(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            _ = try await store.follow(ana.id, by: bob.id, at: Self.at(1))
            _ = try await store.follow(bob.id, by: ana.id, at: Self.at(2))

            #expect(try await store.block(bob.id, by: ana.id, at: Self.at(3)))
            #expect(try await !store.block(bob.id, by: ana.id, at: Self.at(4)), "blocked already")
            #expect(try await store.standing(of: ana.id, toward: bob.id) == Standing(blocks: true))
            #expect(try await store.standing(of: bob.id, toward: ana.id) == Standing(blockedBy: true))
            #expect(try await store.followCounts(of: ana.id) == .none)
            #expect(try await store.followCounts(of: bob.id) == .none)
            #expect(try await !store.follow(ana.id, by: bob.id, at: Self.at(5)), "the blocked cannot follow")
            #expect(try await !store.follow(bob.id, by: ana.id, at: Self.at(6)), "nor the blocker")
            #expect(try await store.blocked(by: ana.id).map(\.member.name.text) == ["bob"])
            #expect(try await store.blocked(by: bob.id).isEmpty)

            #expect(try await store.unblock(bob.id, by: ana.id))
            #expect(try await !store.unblock(bob.id, by: ana.id))
            #expect(try await store.follow(ana.id, by: bob.id, at: Self.at(7)), "unblocked, a follow is made again")
        }
    }

    @Test(arguments: Kind.available)
    func listsLeaveOutWhomTheViewerBlockedOrWasBlockedBy(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cy = try await Fixtures.add("cyd", to: store)
            let dee = try await Fixtures.add("deb", to: store)
            for (member, time) in [(bob, 1.0), (cy, 2.0), (dee, 3.0)] {
                _ = try await store.follow(ana.id, by: member.id, at: Self.at(time))
            }
            _ = try await store.block(cy.id, by: dee.id, at: Self.at(4))
            let seenByDee = try await store.followers(of: ana.id, seenBy: dee.id, page: .first, pageSize: 10)
            #expect(seenByDee.items.map(\.member.name.text) == ["deb", "bob"] && seenByDee.totalCount == 2)
            let seenByCy = try await store.followers(of: ana.id, seenBy: cy.id, page: .first, pageSize: 10)
            #expect(seenByCy.items.map(\.member.name.text) == ["cyd", "bob"])
            let seenByNobody = try await store.followers(of: ana.id, seenBy: nil, page: .first, pageSize: 10)
            #expect(seenByNobody.totalCount == 3)
        }
    }

    @Test(arguments: Kind.available)
    func aDeletedAccountTakesItsFollowsAndBlocksWithIt(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cy = try await Fixtures.add("cyd", to: store)
            _ = try await store.follow(ana.id, by: bob.id, at: Self.at(1))
            _ = try await store.follow(bob.id, by: ana.id, at: Self.at(1))
            _ = try await store.block(cy.id, by: bob.id, at: Self.at(2))
            try await store.delete(bob.id)
            #expect(try await store.followCounts(of: ana.id) == .none)
            #expect(try await store.standing(of: cy.id, toward: bob.id) == .strangers)
            await #expect(throws: AccountError.notFound) {
                try await store.follow(ana.id, by: bob.id, at: Self.at(3))
            }
        }
    }
}
