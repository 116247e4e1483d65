import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/members/{name}/followers` and `/following`, as the caller may see them; `PUT` and `DELETE` on
/// `/api/members/{name}/follow` and `/block`; `/api/me/blocked`. Through the view models the pages use.
struct ClubAPIController {
    let screens: any ClubScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        let lists: [(APIOperation, WebRoute.FollowList)] = [(.listFollowers, .followers), (.listFollowing, .following)]
        for (operation, list) in lists {
            routes.on(operation) { request, context in
                let viewer = try await accounts.currentUser(context)
                let name = SavedAPIController.decoded(context.parameters.get("name"))
                let kind: FollowsViewModel.Kind = list == .followers ? .followers(of: name) : .following(of: name)
                let screen = screens.followsScreen(kind, viewer: viewer?.id, strings: .english)
                await screen.didLoad(page: try request.pageNumber())
                return try await document(screen)
            }
        }
        let changes: [(APIOperation, FollowViewModel.Change)] = [
            (.followMember, .follow), (.unfollowMember, .unfollow), (.blockMember, .block), (.unblockMember, .unblock),
        ]
        for (operation, change) in changes {
            routes.on(operation) { _, context in await self.change(change, context) }
        }
        routes.on(.getFeed) { request, context in
            let user = try await accounts.requireUser(context)
            let after = try request.feedCursor()
            let screen = screens.feedScreen(member: user.id, strings: .english)
            await screen.didLoad(after: after)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return FeedDocument(state: state).jsonResponse()
        }
        routes.on(.getMemberActivity) { request, context in
            let after = try request.feedCursor()
            let name = SavedAPIController.decoded(context.parameters.get("name"))
            let screen = screens.activityScreen(named: name, strings: .english)
            await screen.didLoad(after: after)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return FeedDocument(state: state).jsonResponse()
        }
        routes.on(.listBlocked) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.followsScreen(.blocked, viewer: user.id, strings: .english)
            await screen.didLoad()
            return try await document(screen)
        }
    }

    private func change(_ change: FollowViewModel.Change, _ context: MoviesRequestContext) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let screen = screens.followScreen(member: user.id, strings: .english)
            await screen.did(change, name: SavedAPIController.decoded(context.parameters.get("name")))
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return FollowChangeDocument(state: state).jsonResponse()
        }
    }

    private func document(_ screen: FollowsViewModel) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return FollowsDocument(state: state).jsonResponse()
    }
}
