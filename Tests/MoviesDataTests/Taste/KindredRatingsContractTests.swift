import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Whose ratings "members with a taste like yours" are made of, on every store: members with a public
/// diary, across no block, who rated enough of the films the member rated, those sharing most first, each
/// with their ratings (the latest of each film's watches) summed beside the member's.
@Suite struct KindredRatingsContractTests {
    typealias Kind = DiaryContractTests.Kind

    @Test(arguments: Kind.available)
    func kindredMembersArePublicUnblockedAndShareEnoughFilms(_ kind: Kind) async throws {
        try await kind.withStore { store in
            var members: [String: User] = [:]
            for name in ["ana", "bob", "cyd", "dee", "eve", "fay"] {
                members[name] = try await MemberFixtures.add(name, to: store)
            }
            var seconds = 0.0
            func rate(_ name: String, _ films: ClosedRange<Int>, _ rating: Int) async throws {
                for film in films {
                    seconds += 1
                    try await store.add(
                        try DiaryContractTests.watch(film, by: members[name]!, on: nil, rating: rating, at: seconds))
                }
            }
            try await rate("ana", 1...6, 8)
            try await rate("bob", 1...6, 7)  // shares 6, and rated 7 and 8 beside
            try await rate("bob", 7...8, 9)
            try await rate("cyd", 1...5, 5)  // shares 5
            try await rate("dee", 1...4, 9)  // shares 4: too few
            try await rate("eve", 1...6, 9)  // shares 6, but her diary is private
            try await rate("fay", 1...6, 9)  // shares 6, but ana blocked her
            for name in ["bob", "cyd", "dee", "fay"] { try await store.setPublic(true, for: members[name]!.id) }
            _ = try await store.block(members["fay"]!.id, by: members["ana"]!.id, at: Date())

            let kin = try await store.kindredRatings(of: members["ana"]!.id, minimumShared: 5, limit: 10)
            #expect(Set(kin.keys) == [members["bob"]!.id, members["cyd"]!.id])
            let bob = try #require(kin[members["bob"]!.id])
            #expect(bob.rated == 8 && bob.ratingSum == 6 * 7 + 2 * 9, "all of a kindred member's ratings counted")
            #expect(
                bob.unrated == [MemberFixtures.film(7): 9, MemberFixtures.film(8): 9], "the films ana has not rated")
            let shared = KindredRatings.Shared(
                films: 6, mine: 6 * 8, theirs: 6 * 7, product: 6 * 56, mineSquared: 6 * 64, theirsSquared: 6 * 49)
            #expect(bob.shared == shared)
            #expect(kin[members["cyd"]!.id]?.unrated == [:])
            let sharingMost = try await store.kindredRatings(of: members["ana"]!.id, minimumShared: 5, limit: 1)
            #expect(Set(sharingMost.keys) == [members["bob"]!.id])
        }
    }
}
