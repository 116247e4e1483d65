import MoviesDomain
import MoviesPresentation
import Testing

/// What the members one follows did, as its screen words it.
@Suite struct FeedScreensTests {
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
}
