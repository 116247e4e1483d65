import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Whose ratings "members with a taste like yours" are made of, on every store: members with a public
/// diary, across no block, who rated enough of the films the member rated, those sharing most first, each
/// with every rating (the latest of each film's watches).
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
            #expect(kin[members["bob"]!.id]?.count == 8, "all of a kindred member's ratings")
            #expect(kin[members["bob"]!.id]?[MemberFixtures.film(7)] == 9)
            let sharingMost = try await store.kindredRatings(of: members["ana"]!.id, minimumShared: 5, limit: 1)
            #expect(Set(sharingMost.keys) == [members["bob"]!.id])
        }
    }
}
