import MoviesDomain
import MoviesPresentation
import Testing

/// The watches a member is named on: offered, added to their diary with their own rating, or dismissed.
@Suite struct TogetherScreenTests {
    @Test func anOfferIsShownAcceptedIntoTheDiaryOrDismissed() async throws {
        let shelf = ClubShelf()
        let members = try await shelf.friends("ana", "bob")
        let (ana, bob) = (members[0], members[1])
        var form = WatchForm(day: "2026-12-24", rating: "9")
        form.with = ["ana"]
        try await shelf.log("2", by: bob, form)
        form.day = "2026-12-25"
        try await shelf.log("1", by: bob, form)

        let screen = TogetherViewModel(member: ana.id, together: shelf.together)
        await screen.didLoad()
        var state = await screen.state
        #expect(state.heading == "Watched with you" && state.rows.count == 2)
        let heat = try #require(state.rows.first { $0.offer.film.title == "Heat" })
        #expect(heat.text == "bob watched Heat (1995) with you on Dec 24 2026 — add it to your diary?")

        await screen.didAccept(heat.id.rawValue, rating: "7")
        state = await screen.state
        #expect(state.notice == "“Heat” is in your diary." && state.accepted?.details.rating == 7)
        #expect(state.rows.map(\.offer.film.title) == ["Alien"])
        let alien = try #require(state.rows.first)
        await screen.didDismiss(alien.id.rawValue)
        state = await screen.state
        #expect(state.notice == "Dismissed." && state.rows.isEmpty)

        await screen.didAccept(alien.id.rawValue)
        #expect(await screen.state.failure?.message == "There is no such watch offered to you.")
        let bobs = TogetherViewModel(member: bob.id, together: shelf.together)
        await bobs.didLoad()
        #expect(await bobs.state.rows.isEmpty, "nobody is offered their own watch")
    }
}
