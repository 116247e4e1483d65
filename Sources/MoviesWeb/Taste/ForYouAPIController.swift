import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/for-you`: films for the caller from their own ratings, each with why; `PUT` and `DELETE
/// /api/for-you/dismissed/{filmId}` set a film aside for good, or bring it back.
struct ForYouAPIController {
    let screens: any TasteScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.getForYou) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.forYouScreen(member: user.id, strings: .english)
            await screen.didLoad()
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return ForYouDocument(state: state).jsonResponse()
        }
        routes.on(.dismissFilm) { _, context in await change(context, dismissing: true) }
        routes.on(.undismissFilm) { _, context in await change(context, dismissing: false) }
    }

    private func change(_ context: MoviesRequestContext, dismissing: Bool) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let film = try validating("filmId") {
                try FilmReference(context.parameters.get("filmId") ?? "", bareNumbers: accounts.filmSource)
            }
            let screen = screens.forYouScreen(member: user.id, strings: .english)
            if dismissing {
                await screen.didDismiss(film, title: film.description)
            } else {
                await screen.didUndo(film, title: film.description)
            }
            if let failure = await screen.state.failure { throw WebError(failure) }
            return Response(status: .noContent)
        }
    }
}
