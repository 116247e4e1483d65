import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about comments: kept under a review or list in the order written, read with
/// their author's name now, limited a minute, hidden across a block, and gone with what they are under.
@Suite struct CommentsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    /// A review of bob's and a list of his, in `store`.
    static func subjects(of bob: User, in store: some MemberStore) async throws -> (CommentSubject, CommentSubject) {
        let watch = try DiaryContractTests.watch(1, by: bob, on: "2024-03-12", rating: 8, at: 100)
        try await store.add(FeedContractTests.reviewed(watch, "Tense all the way.", at: 100))
        let list = try ListsContractTests.list("Best of the 70s", of: bob, at: 200)
        _ = try await store.create(list)
        let review = try #require(try await store.subject(watch.id.rawValue))
        let listed = try #require(try await store.subject(list.id.rawValue))
        return (review, listed)
    }

    static func draft(
        _ text: String, on subject: CommentSubject, by author: User, at seconds: Double
    ) throws
        -> CommentDraft
    {
        CommentDraft(subject: subject, author: author.id, text: try CommentText(text), written: at(seconds))
    }

    @Test(arguments: Kind.available)
    func commentsAreKeptUnderTheirReviewOrListOldestFirstAndCounted(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let (review, list) = try await Self.subjects(of: bob, in: store)
            #expect(review.kind == .review && review.owner == bob.id && review.title == "Film 1")
            #expect(list.kind == .list && list.title == "Best of the 70s" && list.isPublic)
            #expect(try await store.subject("no-such-id") == nil)

            let first = try #require(
                try await store.add(
                    try Self.draft("The score!", on: review, by: ana, at: 300),
                    within: [CommentLimit(count: 30, since: Self.at(0))]))
            #expect(first.authorName.text == "ana" && first.kind == .review && first.subject == review.id)
            _ = try await store.add(
                try Self.draft("Agreed.", on: review, by: bob, at: 310),
                within: [CommentLimit(count: 30, since: Self.at(0))])
            _ = try await store.add(
                try Self.draft("Add Jaws.", on: list, by: ana, at: 320),
                within: [CommentLimit(count: 30, since: Self.at(0))])

            let under = try await store.comments(on: review, seenBy: nil, page: .first, pageSize: 10)
            #expect(under.items.map(\.text.description) == ["The score!", "Agreed."] && under.totalCount == 2)
            #expect(try await store.comments(on: list, seenBy: ana.id, page: .first, pageSize: 10).totalCount == 1)
            #expect(try await store.review(of: Fixtures.film(1), by: bob.id)?.comments == 2)

            let edited = try #require(
                try await store.edit(first.id, to: try CommentText("The score."), at: Self.at(400)))
            #expect(edited.text.description == "The score." && edited.edited == Self.at(400))
            #expect(try await store.comments(by: ana.id).map(\.text.description) == ["The score.", "Add Jaws."])
            #expect(try await store.delete(first.id))
            #expect(try await !store.delete(first.id))
            #expect(try await store.comment(first.id) == nil)
        }
    }

    @Test(arguments: Kind.available)
    func aMemberWritesAtMostTheLimitSinceTheTimeGiven(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let (review, _) = try await Self.subjects(of: bob, in: store)
            for second in 0..<3 {
                let kept = try await store.add(
                    try Self.draft("\(second)", on: review, by: ana, at: 1_000 + Double(second)),
                    within: [CommentLimit(count: 3, since: Self.at(990))])
                #expect(kept != nil)
            }
            let refused = try await store.add(
                try Self.draft("no", on: review, by: ana, at: 1_003),
                within: [CommentLimit(count: 3, since: Self.at(990))])
            #expect(refused == nil, "the fourth within the minute")
            #expect(
                try await store.add(
                    try Self.draft("bob", on: review, by: bob, at: 1_003),
                    within: [CommentLimit(count: 3, since: Self.at(990))]) != nil)
            let later = try await store.add(
                try Self.draft("yes", on: review, by: ana, at: 1_061),
                within: [CommentLimit(count: 3, since: Self.at(1_001))])
            #expect(later != nil, "a minute on, the first is out of the count")
            let day = [CommentLimit(count: 30, since: Self.at(1_001)), CommentLimit(count: 4, since: Self.at(0))]
            let overTheDay = try await store.add(try Self.draft("day", on: review, by: ana, at: 1_062), within: day)
            #expect(overTheDay == nil, "every limit holds: four in the day")
        }
    }

    @Test(arguments: Kind.available)
    func aBlockHidesEachOnesCommentsFromTheOther(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cyd = try await Fixtures.add("cyd", to: store)
            let (review, _) = try await Self.subjects(of: bob, in: store)
            _ = try await store.add(
                try Self.draft("from ana", on: review, by: ana, at: 300),
                within: [CommentLimit(count: 30, since: Self.at(0))])
            _ = try await store.add(
                try Self.draft("from cyd", on: review, by: cyd, at: 310),
                within: [CommentLimit(count: 30, since: Self.at(0))])
            _ = try await store.block(cyd.id, by: ana.id, at: Self.at(320))

            let seenByAna = try await store.comments(on: review, seenBy: ana.id, page: .first, pageSize: 10)
            #expect(seenByAna.items.map(\.text.description) == ["from ana"] && seenByAna.totalCount == 1)
            let seenByCyd = try await store.comments(on: review, seenBy: cyd.id, page: .first, pageSize: 10)
            #expect(seenByCyd.items.map(\.text.description) == ["from cyd"])
            #expect(try await store.comments(on: review, seenBy: nil, page: .first, pageSize: 10).totalCount == 2)
        }
    }

    @Test(arguments: Kind.available)
    func commentsGoWithTheirReviewAndTheirAuthor(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let (review, list) = try await Self.subjects(of: bob, in: store)
            let gone = try #require(
                try await store.add(
                    try Self.draft("on the review", on: review, by: ana, at: 300),
                    within: [CommentLimit(count: 30, since: Self.at(0))]))
            _ = try await store.add(
                try Self.draft("on the list", on: list, by: ana, at: 310),
                within: [CommentLimit(count: 30, since: Self.at(0))])
            #expect(try await store.deleteReview(of: Fixtures.film(1), by: bob.id))
            #expect(try await store.subject(review.id) == nil)
            #expect(try await store.comment(gone.id) == nil)
            #expect(try await store.comments(by: ana.id).map(\.text.description) == ["on the list"])
            await #expect(throws: CommentError.notFound) {
                _ = try await store.add(
                    try Self.draft("late", on: review, by: ana, at: 320),
                    within: [CommentLimit(count: 30, since: Self.at(0))])
            }
            try await store.delete(ana.id)
            #expect(try await store.comments(on: list, seenBy: nil, page: .first, pageSize: 10).totalCount == 0)
        }
    }
}
