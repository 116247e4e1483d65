import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about a member's favourite films: kept in the member's order, replaced whole,
/// one member's apart from another's, and gone with the account.
@Suite struct FavouritesContractTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = MemberFixtures

    @Test(arguments: Kind.available)
    func favouritesKeepTheirOrderAndGoWithTheAccount(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob) = (try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store))
            #expect(try await store.favourites(of: ana.id) == [])
            let chosen = [3, 1, 2].map(ListsContractTests.film)
            try await store.setFavourites(chosen, for: ana.id)
            try await store.setFavourites([ListsContractTests.film(9)], for: bob.id)
            #expect(try await store.favourites(of: ana.id) == chosen)
            try await store.setFavourites([chosen[2], chosen[0]], for: ana.id)
            #expect(try await store.favourites(of: ana.id).map(\.title) == ["Film 2", "Film 3"])
            #expect(try await store.favourites(of: bob.id).map(\.posterPath) == ["/9.jpg"])
            try await store.delete(ana.id)
            #expect(try await store.favourites(of: ana.id) == [])
            await #expect(throws: AccountError.notFound) {
                try await store.setFavourites(chosen, for: ana.id)
            }
        }
    }
}
