import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about a feed: what the members one follows did, newest first, read where it
/// is kept, so that a diary made private, a watch deleted or a follow ended is out of it at once; paged by
/// a cursor.
@Suite struct FeedContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    static func reviewed(_ watch: Watch, _ text: String, at seconds: Double) -> Watch {
        var reviewed = watch
        reviewed.review = WatchReview(text: text, hasSpoilers: false, written: at(seconds))
        return reviewed
    }

    /// Each activity as "kind actor film-or-list".
    static func lines(_ activities: [Activity]) -> [String] {
        activities.map { "\($0.kind.rawValue) \($0.actor.name.text) \($0.film?.title ?? $0.list?.title ?? "")" }
    }

    @Test(arguments: Kind.available)
    func aFeedIsWhatTheFollowedDidNewestFirstAsPrivacyAllows(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cyd = try await Fixtures.add("cyd", to: store)
            let deb = try await Fixtures.add("deb", to: store)
            for followed in [bob, cyd] { _ = try await store.follow(followed.id, by: ana.id, at: Self.at(1)) }
            try await store.setPublic(true, for: bob.id)
            try await store.setPublic(true, for: deb.id)

            let first = try DiaryContractTests.watch(1, by: bob, on: "2024-03-12", rating: 8, at: 100)
            try await store.add(Self.reviewed(first, "Tense all the way.", at: 100))
            let second = try DiaryContractTests.watch(2, by: bob, on: "2024-03-13", at: 200)
            try await store.add(second)
            try await store.add(
                Self.reviewed(
                    try DiaryContractTests.watch(3, by: cyd, on: "2024-01-01", rewatch: true, at: 150), "Quiet.",
                    at: 150))
            _ = try await store.write(
                try ReviewDraft(rating: 9, text: "Better the second time.", hasSpoilers: false), on: second.id,
                by: bob.id, at: Self.at(400))
            let list = try ListsContractTests.list("Best of the 70s", of: bob, at: 300)
            _ = try await store.create(list)
            _ = try await store.add(ListsContractTests.film(4), note: nil, to: list.id, of: bob.id, at: Self.at(300))
            _ = try await store.add(ListsContractTests.film(5), note: nil, to: list.id, of: bob.id, at: Self.at(500))
            var hidden = try ListsContractTests.list("Just mine", of: bob, at: 320)
            hidden.details = try ListDetails(title: "Just mine", isPublic: false)
            _ = try await store.create(hidden)
            try await store.add(try DiaryContractTests.watch(6, by: deb, on: nil, at: 600))

            let feed = try await store.feed(of: ana.id, before: nil, limit: 10)
            #expect(
                Self.lines(feed) == [
                    "added bob Film 5", "reviewed bob Film 2", "listed bob Best of the 70s", "watched bob Film 2",
                    "reviewed cyd Film 3", "watched bob Film 1",
                ])
            #expect(feed.last?.excerpt == "Tense all the way." && feed.last?.rating == 8)
            #expect(feed.last?.day == (try CalendarDay("2024-03-12")))
            #expect(
                feed[4].day == nil && !feed[4].isRewatch,
                "a private diary's day and rewatch are not told with its review")

            let page = try await store.feed(of: ana.id, before: nil, limit: 2)
            let next = try await store.feed(of: ana.id, before: page.last?.place, limit: 2)
            #expect(Self.lines(page + next) == Array(Self.lines(feed).prefix(4)))

            try await store.setPublic(false, for: bob.id)
            let afterPrivate = Self.lines(try await store.feed(of: ana.id, before: nil, limit: 10))
            #expect(!afterPrivate.contains { $0.hasPrefix("watched") })
            #expect(afterPrivate.contains("reviewed bob Film 1"), "a review is public: it stands alone now")

            let bobs = Self.lines(try await store.activity(of: bob.id, before: nil, limit: 10))
            #expect(
                bobs == [
                    "added bob Film 5", "reviewed bob Film 2", "listed bob Best of the 70s", "reviewed bob Film 1",
                ])

            _ = try await store.unfollow(bob.id, by: ana.id)
            #expect(Self.lines(try await store.feed(of: ana.id, before: nil, limit: 10)) == ["reviewed cyd Film 3"])
            #expect(try await store.feed(of: deb.id, before: nil, limit: 10).isEmpty, "deb follows nobody")
        }
    }

    /// Following many, the feed is read down everyone's activity by time: the same pages as following few.
    @Test(arguments: Kind.available)
    func followingManyTheFeedIsTheSame(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let count = FeedQuery.Plan.byTimeFrom + 5
            var expected: [String] = []
            for number in 0..<count {
                let member = try await Fixtures.add("member\(number)", to: store)
                _ = try await store.follow(member.id, by: ana.id, at: Self.at(1))
                try await store.setPublic(number % 3 != 0, for: member.id)
                try await store.add(
                    try DiaryContractTests.watch(number % 40 + 1, by: member, on: nil, at: Double(number * 10)))
                if number % 3 != 0 { expected.append("watched member\(number) Film \(number % 40 + 1)") }
            }
            let stranger = try await Fixtures.add("stranger", to: store)
            try await store.setPublic(true, for: stranger.id)
            try await store.add(try DiaryContractTests.watch(1, by: stranger, on: nil, at: 5_000))
            var read: [Activity] = []
            var cursor: FeedCursor?
            repeat {
                let page = try await store.feed(of: ana.id, before: cursor, limit: 25)
                read += page
                cursor = page.count == 25 ? page.last?.place : nil
            } while cursor != nil
            #expect(Self.lines(read) == expected.reversed())
        }
    }
}
