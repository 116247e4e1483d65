import MoviesDomain
import MoviesPresentation
import Testing

/// What the members one follows did, and what is new for a member, as their screens word it.
@Suite struct FeedAndNewsScreensTests {
    @Test func theFeedShowsWhatFollowedMembersDidAndAPublicPageWhatAnyoneMaySee() async throws {
        let shelf = ClubShelf()
        let (ana, bob) = (try await shelf.member("ana"), try await shelf.member("bob"))
        let empty = FeedViewModel(.following(ana.id), feed: shelf.feed)
        await empty.didLoad()
        let nothing = await empty.state
        #expect(nothing.groups.isEmpty && nothing.emptyText != nil)

        _ = try await shelf.follows.follow(named: "bob", by: ana.id)
        try await shelf.log("1", by: bob, WatchForm(day: "2026-12-01", rating: "8"))
        try await shelf.log("2", by: bob, WatchForm(day: "2026-12-02", rating: "6", review: "Long, and good."))
        let feed = FeedViewModel(.following(ana.id), feed: shelf.feed)
        await feed.didLoad()
        var state = await feed.state
        #expect(state.failure == nil && state.emptyText == nil)
        #expect(state.groups.map(\.name) == ["bob"] && state.groups.first?.headline.contains("bob") == true)
        #expect(state.groups.flatMap(\.items).map(\.poster.title) == ["Heat"], "a private diary's watches stay in it")

        try await shelf.diary.setPublic(true, for: bob.id)
        await feed.didLoad()
        state = await feed.state
        #expect(Set(state.groups.flatMap(\.items).map(\.poster.title)) == ["Alien", "Heat"])

        let page = FeedViewModel(.publicActivity("bob"), feed: shelf.feed)
        await page.didLoad()
        #expect(await page.state.ownerName == "bob")
        let nobody = FeedViewModel(.publicActivity("nobody"), feed: shelf.feed)
        await nobody.didLoad()
        #expect(await nobody.state.failure?.kind == .notFound)
    }

    @Test func aCommentOnOnesReviewIsNewUntilItIsRead() async throws {
        let shelf = ClubShelf()
        let (ana, bob) = (try await shelf.member("ana"), try await shelf.member("bob"))
        let review = try await shelf.log("1", by: ana, WatchForm(day: "2026-12-01", rating: "8", review: "Tense."))
        let news = NewsViewModel(member: ana.id, news: shelf.news)
        await news.didCount()
        #expect(await news.state.badge == nil)

        let comments = CommentsViewModel(viewer: bob.id, comments: shelf.comments)
        await comments.didWrite("The score!", on: review.id.rawValue)
        await news.didCount()
        #expect(await news.state.badge == "1")
        await news.didLoad()
        let state = await news.state
        #expect(state.heading == "What’s new" && state.rows.count == 1)
        #expect(state.rows.first?.heading == "bob on your review of Alien" && state.rows.first?.text == "The score!")
        await news.didCount()
        #expect(await news.state.badge == nil, "read once, it is no longer new")
        let bobs = NewsViewModel(member: bob.id, news: shelf.news)
        await bobs.didLoad()
        let bobsNews = await bobs.state
        #expect(bobsNews.rows.isEmpty && !bobsNews.emptyText.isEmpty)
    }
}
