import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about notices: a follow, a comment by another under a member's review or list,
/// a like of their review and a watch they were named on are each one, newest first, unread until the
/// member reads them; what is undone is told no more, and nothing across a block is told.
@Suite struct NotificationsContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    static func page(
        _ store: some MemberStore, of member: User, page: Int = 1, size: Int = 30
    ) async throws
        -> NoticesPage
    {
        try await store.notices(for: member.id, page: try PageNumber(page), pageSize: size)
    }

    @Test(arguments: Kind.available)
    func eachThingDoneIsANoticeNewestFirstUnreadUntilRead(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cyd = try await Fixtures.add("cyd", to: store)
            let (review, list) = try await CommentsContractTests.subjects(of: bob, in: store)
            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 0)
            #expect(try await Self.page(store, of: bob).notices.totalCount == 0)

            #expect(try await store.follow(bob.id, by: ana.id, at: Self.at(300)))
            let limits = [CommentLimit(count: 30, since: Self.at(0))]
            let tense = try await store.add(
                try CommentsContractTests.draft("Tense!", on: review, by: ana, at: 310), within: limits)
            _ = try await store.add(
                try CommentsContractTests.draft("Add Jaws.", on: list, by: cyd, at: 320), within: limits)
            _ = try await store.add(
                try CommentsContractTests.draft("Mine.", on: review, by: bob, at: 330), within: limits)
            let film = try #require(review.film)
            #expect(try await store.like(reviewOf: film, by: bob.id, from: cyd.id, at: Self.at(340)))
            let watch = try DiaryContractTests.watch(2, by: ana, on: "2024-03-12", at: 350)
            try await store.add(watch)
            _ = try await store.name([bob], on: watch.id, of: ana.id, at: Self.at(350))

            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 5, "not his own")
            #expect(try await store.unreadNotices(for: bob.id, cap: 2) == 2)
            let all = try await Self.page(store, of: bob)
            #expect(all.unread == 5 && all.notices.totalCount == 5)
            #expect(all.notices.items.map(\.kind) == [.named, .liked, .commented, .commented, .followed])
            #expect(all.notices.items.map(\.actorName.text) == ["ana", "cyd", "cyd", "ana", "ana"])
            #expect(all.notices.items.allSatisfy { $0.isUnread })
            let named = all.notices.items[0]
            #expect(named.subject?.kind == .watch && named.subject?.id == watch.id.rawValue)
            #expect(named.subject?.title == "Film 2" && named.time == Self.at(350))
            let onList = all.notices.items[2]
            #expect(onList.subject?.kind == .list && onList.subject?.slug == list.slug && onList.text == "Add Jaws.")
            let onReview = all.notices.items[3]
            #expect(onReview.subject?.kind == .review && onReview.subject?.title == "Film 1")
            #expect(onReview.comment == tense?.id && onReview.subject?.film == film)
            #expect(all.notices.items[4].subject == nil)

            let second = try await Self.page(store, of: bob, page: 2, size: 2)
            #expect(second.notices.items.map(\.kind) == [.commented, .commented] && second.notices.totalPages == 3)

            try await store.markNoticesRead(by: bob.id, at: Self.at(400))
            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 0)
            let read = try await Self.page(store, of: bob)
            #expect(read.unread == 0 && read.notices.items.allSatisfy { !$0.isUnread } && read.notices.totalCount == 5)
            #expect(try await store.follow(bob.id, by: cyd.id, at: Self.at(500)))
            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 1)
            #expect(
                try await Self.page(store, of: bob).notices.items.map(\.isUnread) == [
                    true, false, false, false, false, false,
                ])
        }
    }

    @Test(arguments: Kind.available)
    func whatIsUndoneIsToldNoMoreAndNothingAcrossABlock(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let cyd = try await Fixtures.add("cyd", to: store)
            let (review, _) = try await CommentsContractTests.subjects(of: bob, in: store)
            let limits = [CommentLimit(count: 30, since: Self.at(0))]
            #expect(try await store.follow(bob.id, by: ana.id, at: Self.at(300)))
            let comment = try #require(
                try await store.add(
                    try CommentsContractTests.draft("Hm.", on: review, by: ana, at: 310), within: limits))
            let film = try #require(review.film)
            #expect(try await store.like(reviewOf: film, by: bob.id, from: ana.id, at: Self.at(320)))
            #expect(try await store.like(reviewOf: film, by: bob.id, from: cyd.id, at: Self.at(330)))
            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 4)

            #expect(try await store.unfollow(bob.id, by: ana.id))
            #expect(try await store.delete(comment.id))
            #expect(try await store.unlike(reviewOf: film, by: bob.id, from: ana.id))
            #expect(try await Self.page(store, of: bob).notices.items.map(\.actorName.text) == ["cyd"])

            #expect(try await store.block(cyd.id, by: bob.id, at: Self.at(400)))
            #expect(try await store.unreadNotices(for: bob.id, cap: 99) == 0, "nothing across a block")
            #expect(try await Self.page(store, of: bob).notices.totalCount == 0)
        }
    }

    @Test(arguments: Kind.available)
    func markingReadNeedsTheMember(_ kind: Kind) async throws {
        try await kind.withStore { store in
            await #expect(throws: AccountError.notFound) {
                try await store.markNoticesRead(by: User.ID("nobody"), at: Self.at(1))
            }
        }
    }
}
