import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What a store opened on ``SQLiteStoreTests/reviewsApartFromWatches`` (with bob's like) must hold once
/// its reviews are on their watches: each review on the watch it was written with, Alien's on a watch of
/// no day, one rating a film (the latest rated watch's), and the like on its review.
enum ReviewsMigrationExpectations {
    static func check(_ store: any MemberStore) async throws {
        let (ana, bob) = (User.ID("1"), User.ID("2"))
        let (heat, alien, jaws) = (film(7), film(8), film(9))
        #expect(try await store.ratings(of: [heat, alien, jaws], by: ana) == [heat: 9, alien: 6, jaws: 8])
        let heatReview = try #require(try await store.review(of: heat, by: ana))
        #expect(heatReview.day == (try CalendarDay("2024-01-01")) && heatReview.content.rating == 10)
        #expect(heatReview.content.text == "Tense." && heatReview.likes == 1)
        let alienReview = try #require(try await store.review(of: alien, by: ana))
        #expect(alienReview.day == nil && alienReview.content.rating == 6 && alienReview.content.hasSpoilers)
        #expect(alienReview.written == Date(timeIntervalSince1970: 300))
        let jawsReview = try #require(try await store.review(of: jaws, by: ana))
        #expect(jawsReview.watch == Watch.ID("c") && jawsReview.edited == Date(timeIntervalSince1970: 450))
        let watches = try await store.allWatches(of: ana)
        #expect(watches.count == 4 && watches.filter(\.isReviewed).count == 3)
        #expect(watches.first { $0.film.reference == alien }?.details.day == nil)
        #expect(try await store.likedReviews(of: heat, by: bob) == [ana])
        #expect(try await store.ratingHistogram(of: heat) == .empty, "a diary is private until its member says")
        try await store.setPublic(true, for: ana)
        #expect(try await store.ratingHistogram(of: heat) == RatingHistogram([9: 1]))
        #expect(try await store.summary(of: heat) == ReviewSummary(count: 1, averageRating: 10))
        let tally = try await store.tally(of: ana, year: nil)
        #expect(tally.films == 3 && tally.ratings == [0, 0, 0, 0, 0, 1, 0, 1, 1, 0], "one a film: 6, 8 and 9")
        let counted = DiaryTally(of: watches, ratings: [heat: 9, alien: 6, jaws: 8], year: nil)
        #expect(DiaryContractTests.ordered(tally).days == DiaryContractTests.ordered(counted).days)
    }

    static func film(_ number: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(number)))
    }
}
