import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises now that a review belongs to a watch: the review shows its watch's rating and
/// day, a member's rating of a film is their latest rated watch's, a film watched twice may be reviewed
/// twice, and a review goes, comes back and is gone with its watch.
@Suite struct ReviewsOnWatchesContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    func watch(_ day: String?, rating: Int?, by member: User, at seconds: Double, review: String? = nil) throws -> Watch
    {
        var watch = try DiaryContractTests.watch(1, by: member, on: day, rating: rating, at: seconds)
        watch.review = review.map {
            WatchReview(text: $0, hasSpoilers: false, written: Date(timeIntervalSince1970: seconds))
        }
        return watch
    }

    @Test(arguments: Kind.available)
    func aReviewShowsItsWatchsRatingAndDayWhileTheFilmsRatingIsTheLatestWatchs(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            try await store.setPublic(true, for: ana.id)
            let first = try watch("2024-01-01", rating: 10, by: ana, at: 10, review: "The best.")
            try await store.add(first)
            try await store.add(try watch("2025-02-01", rating: 9, by: ana, at: 20))
            let review = try #require(try await store.review(of: Fixtures.film(1), by: ana.id))
            #expect(try review.content.rating == 10 && review.day == CalendarDay("2024-01-01"))
            #expect(review.watch == first.id && review.content.text == "The best.")
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 9])
            #expect(try await store.ratingHistogram(of: Fixtures.film(1)) == RatingHistogram([9: 1]))
            // A watch logged later of an earlier day does not rate the film over the latest day's.
            try await store.add(try watch("2019-05-05", rating: 3, by: ana, at: 30))
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 9])
            #expect(try await store.tally(of: ana.id, year: nil).ratings[8] == 1, "statistics count 9, once")
        }
    }

    @Test(arguments: Kind.available)
    func editingOrDeletingTheLatestRatedWatchRatesTheFilmByTheOneBefore(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let older = try watch("2020-01-01", rating: 6, by: ana, at: 10)
            let newer = try watch("2024-01-01", rating: 8, by: ana, at: 20)
            for watch in [older, newer] { try await store.add(watch) }
            let unrated = try WatchDetails(day: newer.details.day, rating: nil, isRewatch: true, isLiked: false)
            _ = try await store.update(newer.id, of: ana.id, to: unrated, at: Date(timeIntervalSince1970: 30))
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 6])
            _ = try await store.delete(older.id, of: ana.id)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id).isEmpty)
            #expect(try await store.ratingHistogram(of: Fixtures.film(1)) == RatingHistogram([:]))
            _ = try await store.undoDelete(of: ana.id)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 6])
        }
    }

    @Test(arguments: Kind.available)
    func aFilmWatchedTwiceMayBeReviewedTwiceAndItsPageShowsTheNewest(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            try await store.add(try watch("2020-01-01", rating: 6, by: ana, at: 10, review: "Too slow."))
            let second = try watch("2024-01-01", rating: 9, by: ana, at: 20, review: "I was wrong.")
            try await store.add(second)
            let mine = try await store.reviews(by: ana.id, page: .first, pageSize: 20)
            #expect(mine.items.map(\.content.text) == ["I was wrong.", "Too slow."] && mine.totalCount == 2)
            let page = try await store.reviews(of: Fixtures.film(1), page: .first, pageSize: 20)
            #expect(page.items.map(\.content.text) == ["I was wrong."] && page.totalCount == 1)
            #expect(try await store.summary(of: Fixtures.film(1)) == ReviewSummary(count: 1, averageRating: 9))
            #expect(try await store.like(reviewOf: Fixtures.film(1), by: ana.id, from: bob.id, at: Date()))
            #expect(try await store.review(of: Fixtures.film(1), by: ana.id)?.likes == 1)
            #expect(try await store.reviews(by: ana.id, page: .first, pageSize: 20).items.map(\.likes) == [1, 0])
        }
    }

    @Test(arguments: Kind.available)
    func aReviewGoesWithItsWatchComesBackWithItAndItsLikesFollow(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let reviewed = try watch("2024-01-01", rating: 7, by: ana, at: 10, review: "Fine.")
            try await store.add(reviewed)
            #expect(try await store.like(reviewOf: Fixtures.film(1), by: ana.id, from: bob.id, at: Date()))
            _ = try await store.delete(reviewed.id, of: ana.id)
            #expect(try await store.review(of: Fixtures.film(1), by: ana.id) == nil)
            #expect(try await store.summary(of: Fixtures.film(1)) == .none)
            _ = try await store.undoDelete(of: ana.id)
            #expect(try await store.review(of: Fixtures.film(1), by: ana.id)?.likes == 1)
            _ = try await store.delete(reviewed.id, of: ana.id)
            let other = try watch("2024-02-02", rating: 5, by: ana, at: 20)
            try await store.add(other)
            _ = try await store.delete(other.id, of: ana.id)  // the watch deleted before is gone for good
            #expect(try await store.undoDelete(of: ana.id)?.id == other.id)
            #expect(try await store.reviews(by: ana.id, page: .first, pageSize: 20).items.isEmpty)
            #expect(try await store.likedReviews(of: Fixtures.film(1), by: bob.id).isEmpty)
        }
    }

    @Test(arguments: Kind.available)
    func writingOnAWatchRatesItAndAnotherMembersWatchIsNotTheirs(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let unrated = try watch("2024-01-01", rating: nil, by: ana, at: 10)
            try await store.add(unrated)
            let draft = try ReviewDraft(rating: 8, text: "Good.", hasSpoilers: false)
            #expect(try await store.write(draft, on: unrated.id, by: bob.id, at: Date()) == nil)
            let written = try await store.write(draft, on: unrated.id, by: ana.id, at: Date(timeIntervalSince1970: 50))
            #expect(written?.content.rating == 8 && written?.written == Date(timeIntervalSince1970: 50))
            #expect(try await store.watch(unrated.id, of: ana.id)?.details.rating == 8)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 8])
        }
    }
}

/// What every store promises about tags: kept with the watch as written, the diary filtered by one folded,
/// a member's tags counted (deleted watches not), changed by an edit.
@Suite struct TagsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    func tagged(_ film: Int, _ day: String, _ tags: [String], by member: User, at seconds: Double) throws -> Watch {
        let watch = try DiaryContractTests.watch(film, by: member, on: day, at: seconds)
        return Watch(
            id: watch.id, member: watch.member, film: watch.film,
            details: watch.details.tagged(try Tag.list(tags)), logged: watch.logged)
    }

    @Test(arguments: Kind.available)
    func tagsAreKeptFilteredAndCounted(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let first = try tagged(1, "2024-01-01", ["Cinéma", "with ana & bo", "35mm"], by: ana, at: 10)
            let second = try tagged(2, "2024-02-01", ["Cinéma"], by: ana, at: 20)
            let gone = try tagged(3, "2024-03-01", ["35mm"], by: ana, at: 30)
            for watch in [first, second, gone] { try await store.add(watch) }
            try await store.add(try tagged(4, "2024-04-01", ["cinema"], by: bob, at: 40))
            _ = try await store.delete(gone.id, of: ana.id)
            #expect(
                try await store.watch(first.id, of: ana.id)?.details.tags.map(\.text) == [
                    "Cinéma", "with ana & bo", "35mm",
                ])
            let cinema = try await store.watches(
                of: ana.id, filter: DiaryFilter(tag: try Tag("CINEMA")), page: .first, pageSize: 20)
            #expect(cinema.items.map(\.id) == [second.id, first.id] && cinema.totalCount == 2)
            #expect(
                try await store.tags(of: ana.id) == [
                    TagCount(tag: try Tag("Cinéma"), watches: 2), TagCount(tag: try Tag("35mm"), watches: 1),
                    TagCount(tag: try Tag("with ana & bo"), watches: 1),
                ])
            let retagged = first.details.tagged([try Tag("rainy day")])
            _ = try await store.update(first.id, of: ana.id, to: retagged, at: Date(timeIntervalSince1970: 50))
            #expect(try await store.watch(first.id, of: ana.id)?.details.tags.map(\.text) == ["rainy day"])
            #expect(try await store.tags(of: ana.id).map(\.tag.text) == ["Cinéma", "rainy day"])
        }
    }
}
