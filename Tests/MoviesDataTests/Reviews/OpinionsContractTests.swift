import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about what members think together: each member's latest rating counted once
/// in a film's histogram, one like a member a review, reviews most liked first, and likes gone with the
/// review or the member.
@Suite struct OpinionsContractTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = MemberFixtures

    static func review(
        _ film: Int, _ rating: Int, by member: User, at seconds: Double, in store: any MemberStore
    )
        async throws
    {
        _ = try await store.write(
            try ReviewDraft(rating: rating, text: "Said at \(seconds).", hasSpoilers: false),
            about: Fixtures.reviewed(film), by: member.id, at: Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: Kind.available)
    func aFilmsHistogramCountsEachMembersLatestRatingOnce(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob, cy) = (
                try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store),
                try await Fixtures.add("cyd", to: store)
            )
            for member in [ana, bob, cy] { try await store.setPublic(true, for: member.id) }
            #expect(try await store.ratingHistogram(of: Fixtures.film(1)) == .empty)
            try await store.add(try DiaryContractTests.watch(1, by: ana, on: "2024-01-01", rating: 6, at: 10))
            try await store.add(try DiaryContractTests.watch(1, by: ana, on: "2024-02-01", rating: 9, at: 20))
            try await Self.review(1, 9, by: bob, at: 30, in: store)
            try await store.add(try DiaryContractTests.watch(1, by: cy, on: "2024-03-01", rating: 3, at: 40))
            try await store.add(try DiaryContractTests.watch(1, by: cy, on: nil, at: 50))
            try await store.add(try DiaryContractTests.watch(2, by: cy, on: nil, rating: 10, at: 60))
            let histogram = try await store.ratingHistogram(of: Fixtures.film(1))
            #expect(
                histogram.counts == [0, 0, 1, 0, 0, 0, 0, 0, 2, 0],
                "ana's 6 gave way to her 9; cy's unrated watch adds none")
            #expect(histogram.total == 3 && histogram.average == 7)
            try await store.delete(bob.id)
            #expect(try await store.ratingHistogram(of: Fixtures.film(1)).total == 2, "a deleted account's rating goes")
        }
    }

    /// A private diary's ratings are not counted: its lone rating could be read back from the film's
    /// average, and each new one from the change. Made public, its ratings count at once; made private
    /// again, or gone with its account, they are taken off.
    @Test(arguments: Kind.available)
    func aFilmsMembersRatingsCountPublicDiariesOnly(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob) = (try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store))
            try await store.setPublic(true, for: ana.id)
            try await store.add(try DiaryContractTests.watch(1, by: ana, on: "2024-01-01", rating: 8, at: 10))
            try await store.add(try DiaryContractTests.watch(1, by: bob, on: "2024-01-02", rating: 2, at: 20))
            try await store.add(try DiaryContractTests.watch(2, by: bob, on: "2024-01-03", rating: 10, at: 30))
            let film = Fixtures.film(1)
            #expect(
                try await store.ratingHistogram(of: film).counts == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0], "bob's 2 is private"
            )
            #expect(try await store.ratingHistogram(of: Fixtures.film(2)) == .empty)
            #expect(try await store.filmsByMembersRating(of: .catalog, limit: 10) == [film], "nor in the rankings")
            try await store.add(try DiaryContractTests.watch(1, by: bob, on: "2024-02-01", rating: 4, at: 40))
            #expect(try await store.ratingHistogram(of: film).total == 1, "a new private rating changes nothing")

            try await store.setPublic(true, for: bob.id)
            #expect(try await store.ratingHistogram(of: film).counts == [0, 0, 0, 1, 0, 0, 0, 1, 0, 0])
            #expect(try await store.ratingHistogram(of: Fixtures.film(2)).total == 1)
            try await store.add(try DiaryContractTests.watch(1, by: bob, on: "2024-03-01", rating: 6, at: 50))
            #expect(try await store.ratingHistogram(of: film).counts == [0, 0, 0, 0, 0, 1, 0, 1, 0, 0])

            try await store.setPublic(false, for: bob.id)
            #expect(try await store.ratingHistogram(of: film).total == 1)
            #expect(try await store.ratingHistogram(of: Fixtures.film(2)) == .empty)
            try await store.setPublic(true, for: bob.id)
            try await store.delete(bob.id)
            #expect(try await store.ratingHistogram(of: film).counts == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0])
            #expect(try await store.ratingHistogram(of: Fixtures.film(2)) == .empty, "a deleted account's go")
        }
    }

    @Test(arguments: Kind.available)
    func aLikeIsOneAMemberAReviewAndOrdersTheFilmsReviews(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob, cy) = (
                try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store),
                try await Fixtures.add("cyd", to: store)
            )
            try await Self.review(1, 8, by: ana, at: 10, in: store)
            try await Self.review(1, 5, by: bob, at: 20, in: store)
            let film = Fixtures.film(1)
            #expect(
                try await store.reviews(of: film, page: .first, pageSize: 10).items.map(\.authorName.text) == [
                    "bob", "ana",
                ])
            let at = Date(timeIntervalSince1970: 30)
            #expect(try await store.like(reviewOf: film, by: ana.id, from: bob.id, at: at))
            #expect(try await store.like(reviewOf: film, by: ana.id, from: bob.id, at: at), "again: still one")
            #expect(try await store.like(reviewOf: film, by: ana.id, from: cy.id, at: at))
            #expect(try await store.like(reviewOf: Fixtures.film(2), by: ana.id, from: cy.id, at: at) == false)
            let reviews = try await store.reviews(of: film, page: .first, pageSize: 10).items
            #expect(reviews.map(\.authorName.text) == ["ana", "bob"], "most helpful first")
            #expect(reviews.map(\.likes) == [2, 0])
            #expect(try await store.likedReviews(of: film, by: cy.id) == [ana.id])
            #expect(try await store.reviews(by: ana.id, page: .first, pageSize: 10).items.first?.likes == 2)

            #expect(try await store.unlike(reviewOf: film, by: ana.id, from: cy.id))
            #expect(try await store.unlike(reviewOf: film, by: ana.id, from: cy.id) == false, "nothing to take back")
            #expect(try await store.likedReviews(of: film, by: cy.id) == [])
            try await Self.review(1, 9, by: ana, at: 40, in: store)
            #expect(try await store.review(of: film, by: ana.id)?.likes == 1, "rewriting a review keeps its likes")

            try await store.delete(bob.id)
            #expect(try await store.review(of: film, by: ana.id)?.likes == 0, "a deleted account's likes go")
            _ = try await store.like(reviewOf: film, by: ana.id, from: cy.id, at: at)
            try await store.deleteReview(of: film, by: ana.id)
            try await Self.review(1, 7, by: ana, at: 50, in: store)
            #expect(try await store.review(of: film, by: ana.id)?.likes == 0, "a deleted review's likes went with it")
            #expect(try await store.likedReviews(of: film, by: cy.id) == [])
        }
    }

    @Test(arguments: Kind.available)
    func membersOrdersRankByADampedMeanAndByWhoWatchedThisYear(_ kind: Kind) async throws {
        try await kind.withStore { store in
            var members: [User] = []
            for name in ["ana", "bob", "cyd", "dee"] { members.append(try await Fixtures.add(name, to: store)) }
            let (ana, bob, cyd, dee) = (members[0], members[1], members[2], members[3])
            for member in members { try await store.setPublic(true, for: member.id) }
            // Film 1: one 10. Film 2: four 9s. Film 3: two 4s.
            try await store.add(try DiaryContractTests.watch(1, by: ana, on: "2027-01-02", rating: 10, at: 1))
            for (index, member) in members.enumerated() {
                try await store.add(
                    try DiaryContractTests.watch(2, by: member, on: "2026-05-01", rating: 9, at: Double(10 + index)))
            }
            try await store.add(try DiaryContractTests.watch(3, by: bob, on: "2027-01-03", rating: 4, at: 20))
            try await store.add(try DiaryContractTests.watch(3, by: cyd, on: "2027-01-04", rating: 4, at: 21))
            try await store.add(try DiaryContractTests.watch(3, by: cyd, on: "2027-01-05", at: 22))
            try await store.add(try DiaryContractTests.watch(1, by: dee, on: "2027-01-06", at: 23))
            try await store.add(try DiaryContractTests.watch(1, by: dee, on: "2027-01-07", at: 24))
            try await store.add(try DiaryContractTests.watch(1, by: dee, on: "2027-01-08", at: 25))

            #expect(
                try await store.filmsByMembersRating(of: .catalog, limit: 10) == [2, 1, 3].map(Fixtures.film),
                "four 9s above one 10, both above two 4s")
            #expect(try await store.filmsByMembersRating(of: .tmdb, limit: 10) == [])
            #expect(try await store.filmsByMembersRating(of: .catalog, limit: 1) == [Fixtures.film(2)])
            #expect(
                try await store.filmsMostWatched(in: 2027, of: .catalog, limit: 10) == [1, 3].map(Fixtures.film),
                "two members each; film 1 watched four times, film 3 three")
            #expect(try await store.filmsMostWatched(in: 2026, of: .catalog, limit: 10) == [Fixtures.film(2)])
        }
    }
}
