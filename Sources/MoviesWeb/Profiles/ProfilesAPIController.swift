import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/members/{name}`: a member's profile as the caller may see it; `/api/me/favourites…`: the
/// signed-in member's four favourite films, through the view models the pages use.
struct ProfilesAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.getProfile) { request, context in
            let viewer = try await accounts.currentUser(context)
            let name = SavedAPIController.decoded(context.parameters.get("name"))
            let screen = try screens.memberPage(named: name, viewer: viewer?.id, strings: .english)
            await screen.didLoad(page: try request.pageNumber())
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return ProfileDocument(state: state).jsonResponse()
        }
        routes.on(.listFavourites) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = try screens.favouritesScreen(member: user.id, strings: .english)
            await screen.didLoad()
            return try await document(screen)
        }
        routes.on(.addFavourite) { _, context in await change(context) { await $0.didAdd($1) } }
        routes.on(.removeFavourite) { _, context in await change(context) { await $0.didRemove($1) } }
    }

    private func change(
        _ context: MoviesRequestContext, _ making: @Sendable (FavouritesViewModel, FilmReference) async -> Void
    ) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let film = try validating("filmId") {
                try FilmReference(
                    SavedAPIController.decoded(context.parameters.get("filmId")), bareNumbers: screens.filmSource)
            }
            let screen = try screens.favouritesScreen(member: user.id, strings: .english)
            await making(screen, film)
            return try await document(screen)
        }
    }

    private func document(_ screen: FavouritesViewModel) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return FavouritesDocument(state: state).jsonResponse()
    }
}
