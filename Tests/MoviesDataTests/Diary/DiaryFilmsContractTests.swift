import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What taste reads of a diary, on every store: each film once, and the member's rating of
/// each film the one of their latest rated watch, as reading every watch says; a deleted watch and another
/// member's diary leave no trace.
@Suite struct DiaryFilmsContractTests {
    typealias Kind = DiaryContractTests.Kind

    @Test(arguments: Kind.available)
    func theFilmsOfADiaryAreReadAsEveryWatchSaysThem(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let bob = try await MemberFixtures.add("bob", to: store)
            let first = try DiaryContractTests.watch(1, by: ana, on: "2020-01-01", rating: 6, at: 10)
            let again = try DiaryContractTests.watch(1, by: ana, on: "2024-05-01", rating: 9, rewatch: true, at: 20)
            let unrated = try DiaryContractTests.watch(2, by: ana, on: "2024-06-01", at: 30)
            let rerated = try DiaryContractTests.watch(3, by: ana, on: "2023-01-01", rating: 4, at: 40)
            let gone = try DiaryContractTests.watch(4, by: ana, on: "2022-01-01", rating: 7, at: 50)
            for one in [
                first, again, unrated, rerated, gone,
                try DiaryContractTests.watch(5, by: bob, on: nil, rating: 10, at: 60),
            ] {
                try await store.add(one)
            }
            _ = try await store.update(
                rerated.id, of: ana.id,
                to: try WatchDetails(day: try CalendarDay("2023-01-01"), rating: 8, isRewatch: false, isLiked: false),
                at: Date(timeIntervalSince1970: 70))
            _ = try await store.delete(gone.id, of: ana.id)

            let films = try await store.diaryFilms(of: ana.id)
            #expect(films == DiaryFilms(try await store.allWatches(of: ana.id)))
            #expect(films.ratings == [MemberFixtures.film(1): 9, MemberFixtures.film(3): 8])
            #expect(films.watched == Set([1, 2, 3].map(MemberFixtures.film)))
        }
    }

    @Test(arguments: Kind.available)
    func anEmptyDiaryHasNoFilms(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let films = try await store.diaryFilms(of: ana.id)
            #expect(films.watched.isEmpty && films.ratings.isEmpty)
        }
    }
}
