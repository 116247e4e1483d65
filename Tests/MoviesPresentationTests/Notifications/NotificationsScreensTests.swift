import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// A member's notifications as their screen words them: each thing another member did that concerns them,
/// newest first, unread until read, and nothing from a member either of them blocked.
@Suite struct NotificationsScreensTests {
    @Test func whatOthersDidIsToldNewestFirstAndUnreadUntilRead() async throws {
        let shelf = ClubShelf()
        let (ana, bob) = (try await shelf.member("ana"), try await shelf.member("bob"))
        let screen = NotificationsViewModel(member: ana.id, notifications: shelf.notifications)
        await screen.didCount()
        #expect(await screen.state.badge == nil)

        let review = try await shelf.log("2", by: ana, WatchForm(day: "2026-12-01", rating: "8", review: "Tense."))
        _ = try await shelf.follows.follow(named: "ana", by: bob.id)
        await CommentsViewModel(viewer: bob.id, comments: shelf.comments).didWrite("The score!", on: review.id.rawValue)
        let heat = FilmReference(source: .catalog, movieID: Movie.ID("2"))
        _ = try await shelf.store.like(reviewOf: heat, by: ana.id, from: bob.id, at: shelf.clock.now())
        _ = try await shelf.follows.follow(named: "bob", by: ana.id)
        var withAna = WatchForm(day: "2026-12-03")
        withAna.with = ["ana"]
        try await shelf.log("1", by: bob, withAna)

        await screen.didCount()
        #expect(await screen.state.badge == "4", "her own follow tells her nothing")
        await screen.didLoad()
        let state = await screen.state
        #expect(state.heading == "Notifications" && state.unread == 4 && state.totalCount == 4)
        #expect(
            state.rows.map(\.text) == [
                "bob named you on their watch of Alien", "bob liked your review of Heat",
                "bob commented on your review of Heat", "bob followed you",
            ])
        #expect(state.rows.allSatisfy { $0.notice.isUnread })
        #expect(state.rows[2].notice.text == "The score!")
        await screen.didCount()
        #expect(await screen.state.badge == nil, "read once, none is unread")
        await screen.didLoad()
        #expect(await screen.state.rows.allSatisfy { !$0.notice.isUnread })

        await screen.didLoad(page: try PageNumber(2))
        let beyond = await screen.state.failure
        #expect(beyond?.code == "page_out_of_range")
    }

    @Test func aProgramReadsThemWithoutMarkingThemRead() async throws {
        let shelf = ClubShelf()
        let (ana, bob) = (try await shelf.member("ana"), try await shelf.member("bob"))
        _ = try await shelf.follows.follow(named: "ana", by: bob.id)
        let screen = NotificationsViewModel(member: ana.id, notifications: shelf.notifications)
        await screen.didLoad(markingRead: false)
        #expect(await screen.state.rows.map(\.text) == ["bob followed you"])
        await screen.didCount()
        #expect(await screen.state.badge == "1")
        await screen.didMarkRead()
        await screen.didCount()
        #expect(await screen.state.badge == nil)
    }

    @Test func nothingIsToldAcrossABlockEitherWay() async throws {
        let shelf = ClubShelf()
        let (ana, bob, cyd) = (
            try await shelf.member("ana"), try await shelf.member("bob"), try await shelf.member("cyd")
        )
        let review = try await shelf.log("2", by: ana, WatchForm(day: "2026-12-01", rating: "8", review: "Tense."))
        await CommentsViewModel(viewer: bob.id, comments: shelf.comments).didWrite("Hm.", on: review.id.rawValue)
        let heat = FilmReference(source: .catalog, movieID: Movie.ID("2"))
        _ = try await shelf.store.like(reviewOf: heat, by: ana.id, from: cyd.id, at: shelf.clock.now())
        let screen = NotificationsViewModel(member: ana.id, notifications: shelf.notifications)
        await screen.didCount()
        #expect(await screen.state.badge == "2")

        _ = try await shelf.follows.block(named: "bob", by: ana.id)
        _ = try await shelf.follows.block(named: "ana", by: cyd.id)
        await screen.didLoad()
        let state = await screen.state
        #expect(state.rows.isEmpty && state.totalCount == 0 && !state.emptyText.isEmpty)
    }
}
