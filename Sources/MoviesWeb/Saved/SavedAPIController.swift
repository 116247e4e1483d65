import Foundation
import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/saved`: the signed-in person's saved films as JSON, through the view model the pages use.
struct SavedAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.savedFilms) { request, context in
            let list = try await savedFilms(context)
            await list.didLoad(page: try request.pageNumber())
            return try await document(list)
        }
        routes.on(.removeAllSaved) { request, context in await change(request, context) { await $0.didRemoveAll() } }
        routes.on(.undoSaved) { request, context in await change(request, context) { await $0.didUndo() } }
        routes.on(.saveFilm) { request, context in
            await change(request, context) { await $0.didSave(try film(context)) }
        }
        routes.on(.removeSaved) { request, context in
            await change(request, context) { list in
                let film = try film(context)
                await list.didRemove(film)
                if await list.state.failure == nil, await list.state.undoable == nil {
                    throw WebError(status: .notFound, code: "not_saved", message: "\(film) is not saved")
                }
            }
        }
    }

    /// A write (no body) by the signed-in person through the view model, answered with the page it settles on.
    private func change(
        _ request: Request, _ context: MoviesRequestContext, _ action: (SavedFilmsViewModel) async throws -> Void
    ) async -> Response {
        await answer {
            let list = try await savedFilms(context, writing: true)
            try await action(list)
            return try await document(list)
        }
    }

    /// A film id from the path, where `catalog:17738` may arrive as `catalog%3A17738`.
    static func decoded(_ parameter: String?) -> String {
        let raw = parameter ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    private func savedFilms(
        _ context: MoviesRequestContext, writing: Bool = false
    ) async throws
        -> SavedFilmsViewModel
    {
        let user = try await writing ? accounts.requireWriter(context) : accounts.requireUser(context)
        return screens.savedScreen(member: user.id, strings: .english)
    }

    private func film(_ context: MoviesRequestContext) throws -> FilmReference {
        try validating("filmId") {
            try FilmReference(Self.decoded(context.parameters.get("filmId")), bareNumbers: screens.filmSource)
        }
    }

    /// The page the view model settled on, with what the last input did and what undo would take back.
    private func document(_ list: SavedFilmsViewModel) async throws -> Response {
        let state = await list.state
        if let failure = state.failure { throw WebError(failure) }
        return SavedFilmsAnswerDocument(state: state).jsonResponse()
    }
}
