import MoviesDomain
import MoviesPresentation
import Testing

/// Following and blocking by name, and the lists of follows, as a member reads them.
@Suite struct FollowScreensTests {
    @Test func aChangeSaysWhatItDidAndWhatWasAlreadySo() async throws {
        let shelf = ClubShelf()
        let (ana, _) = (try await shelf.member("ana"), try await shelf.member("bob"))
        let screen = FollowViewModel(member: ana.id, follows: shelf.follows)
        await screen.did(.follow, name: "bob")
        var state = await screen.state
        #expect(state.changed && state.notice == "You follow bob now." && state.name == "bob")
        await screen.did(.follow, name: "bob")
        state = await screen.state
        #expect(!state.changed && state.notice == "You follow bob already.")
        await screen.did(.unfollow, name: "bob")
        #expect(await screen.state.notice == "You no longer follow bob.")
        await screen.did(.follow, name: "ana")
        #expect(await screen.state.failure?.message == "You cannot follow yourself.")
        await screen.did(.follow, name: "nobody")
        #expect(await screen.state.failure?.kind == .notFound)
    }

    @Test func followersAndFollowingAreListedByNameAndBlockedMembersToTheBlockerAlone() async throws {
        let shelf = ClubShelf()
        let (ana, bob, cyd) = (
            try await shelf.member("ana"), try await shelf.member("bob"), try await shelf.member("cyd")
        )
        let change = FollowViewModel(member: ana.id, follows: shelf.follows)
        await change.did(.follow, name: "bob")
        await change.did(.block, name: "cyd")
        #expect(await change.state.notice?.hasPrefix("You blocked cyd.") == true)

        let followers = FollowsViewModel(.followers(of: "bob"), viewer: nil, follows: shelf.follows)
        await followers.didLoad()
        var state = await followers.state
        #expect(state.heading == "Followers of bob" && state.ownerName == "bob")
        #expect(state.rows.map(\.name) == ["ana"] && state.totalCount == 1 && state.emptyText == nil)
        let blockedOnes = FollowsViewModel(.followers(of: "bob"), viewer: cyd.id, follows: shelf.follows)
        await blockedOnes.didLoad()
        #expect(await blockedOnes.state.rows.isEmpty, "cyd, whom ana blocked, does not see ana among bob's followers")

        let following = FollowsViewModel(.following(of: "bob"), viewer: nil, follows: shelf.follows)
        await following.didLoad()
        state = await following.state
        #expect(
            state.heading == "Followed by bob" && state.rows.isEmpty && state.emptyText == "bob follows nobody yet.")

        let blocked = FollowsViewModel(.blocked, viewer: ana.id, follows: shelf.follows)
        await blocked.didLoad()
        state = await blocked.state
        #expect(state.heading == "Members you blocked" && state.rows.map(\.name) == ["cyd"])
        let theirs = FollowsViewModel(.blocked, viewer: bob.id, follows: shelf.follows)
        await theirs.didLoad()
        let theirState = await theirs.state
        #expect(theirState.rows.isEmpty && theirState.emptyText == "You have blocked nobody.")
        let nobodys = FollowsViewModel(.blocked, viewer: nil, follows: shelf.follows)
        await nobodys.didLoad()
        #expect(await nobodys.state.failure != nil, "nobody signed in has no blocked members to see")
    }
}
