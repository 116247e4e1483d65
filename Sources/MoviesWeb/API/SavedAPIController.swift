import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/api/saved`: the signed-in person's saved films as JSON, through the view model the pages use.
struct SavedAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.route(
            "saved",
            [
                .get: { request, context in
                    await answer {
                        let list = try await savedFilms(context)
                        await list.didLoad(page: try request.pageNumber())
                        return try await document(list)
                    }
                },
                .delete: { request, context in await change(request, context) { await $0.didRemoveAll() } },
            ])
        group.route(
            "saved/undo", [.post: { request, context in await change(request, context) { await $0.didUndo() } }])
        group.route(
            "saved/:film",
            [
                .put: { request, context in
                    await change(request, context) { await $0.didSave(try film(context)) }
                },
                .delete: { request, context in
                    await change(request, context) { list in
                        let film = try film(context)
                        await list.didRemove(film)
                        if await list.state.failure == nil, await list.state.undoable == nil {
                            throw WebError(status: .notFound, code: "not_saved", message: "\(film) is not saved")
                        }
                    }
                },
            ])
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
            try FilmReference(Self.decoded(context.parameters.get("film")), bareNumbers: screens.filmSource)
        }
    }

    /// The page the view model settled on, with what the last input did and what undo would take back.
    private func document(_ list: SavedFilmsViewModel) async throws -> Response {
        let state = await list.state
        if let failure = state.failure { throw WebError(failure) }
        return SavedFilmsAnswer(state: state).jsonResponse()
    }
}

/// `/api/saved` answers: the page, and what the last change did.
struct SavedFilmsAnswer: JSONDocument {
    let saved: SavedFilmsDocument
    let notice: String?
    /// What `POST /api/saved/undo` would take back: `{"saved": [id]}` or `{"removed": [ids]}`.
    let undoable: SavedFilmsChange?
    /// What the undo just answered took back, in the same shape.
    let undone: SavedFilmsChange?

    init(state: SavedFilmsState) {
        saved = SavedFilmsDocument(state: state)
        notice = state.notice
        undoable = state.undoable
        undone = state.undone
    }

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("saved", saved)
            json.member("notice", notice)
            Self.write(undoable, as: "undoable", to: &json)
            Self.write(undone, as: "undone", to: &json)
        }
    }

    private static func write(_ change: SavedFilmsChange?, as key: String, to json: inout JSONWriter) {
        switch change {
        case .saved(let film):
            json.key(key)
            json.object { $0.member("saved", [film.description]) }
        case .removed(let films):
            json.key(key)
            json.object { $0.member("removed", films.map(\.description)) }
        case nil:
            break
        }
    }
}
