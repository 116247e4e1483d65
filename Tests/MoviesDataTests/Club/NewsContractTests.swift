import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about what is new: comments by others under a member's things and offers to
/// them count until the member looks, nothing across a block counts, and a count stops at its cap.
@Suite struct NewsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test(arguments: Kind.available)
    func commentsAndOffersCountUntilTheMemberLooks(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cyd = try await Fixtures.add("cyd", to: store)
            let (review, list) = try await CommentsContractTests.subjects(of: bob, in: store)
            #expect(try await store.news(for: bob.id, cap: 99) == News.none)
            for (text, subject, author, second) in [
                ("Tense!", review, ana, 300.0), ("Add Jaws.", list, cyd, 310), ("Mine.", review, bob, 320),
            ] {
                _ = try await store.add(
                    try CommentsContractTests.draft(text, on: subject, by: author, at: second),
                    within: [CommentLimit(count: 30, since: Self.at(0))])
            }
            let watch = try DiaryContractTests.watch(2, by: ana, on: "2024-03-12", at: 330)
            try await store.add(watch)
            _ = try await store.name([bob], on: watch.id, of: ana.id, at: Self.at(330))

            #expect(try await store.news(for: bob.id, cap: 99) == News(comments: 2, offers: 1), "not his own")
            #expect(try await store.news(for: bob.id, cap: 1) == News(comments: 1, offers: 1))
            let (theirs, seen) = try await store.commentsOnTheirs(of: bob.id, limit: 10)
            #expect(theirs.map(\.text.description) == ["Add Jaws.", "Tense!"] && seen == nil)

            try await store.markSeen(by: bob.id, at: Self.at(400))
            #expect(try await store.news(for: bob.id, cap: 99) == News.none)
            #expect(try await store.commentsOnTheirs(of: bob.id, limit: 10).seen == Self.at(400))
            _ = try await store.add(
                try CommentsContractTests.draft("Later.", on: review, by: cyd, at: 500),
                within: [CommentLimit(count: 30, since: Self.at(0))])
            #expect(try await store.news(for: bob.id, cap: 99) == News(comments: 1, offers: 0))

            #expect(try await store.block(cyd.id, by: bob.id, at: Self.at(600)))
            #expect(try await store.news(for: bob.id, cap: 99) == News.none, "nothing across a block")
            #expect(try await store.commentsOnTheirs(of: bob.id, limit: 10).comments.map(\.authorName.text) == ["ana"])
        }
    }
}
