import Foundation
import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/lists…`: the signed-in member's lists and their films, through the view models the command line
/// uses; `/api/members/{name}/lists/{slug}`: a member's public list. Another member's list id, and a
/// private list's address, are answered 404 as lists that do not exist.
struct ListsAPIController {
    let screens: any ListScreens
    let accounts: WebAccounts
    let filmSource: FilmReference.Source

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.listLists) { _, context in await lists(context) { _ in } }
        routes.on(.createList) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(ListRequest.self, from: request)
            let screen = try screens.listsScreen(member: user.id, strings: .english)
            await screen.didCreate(
                title: sent.title ?? "", description: sent.description, isRanked: sent.ranked ?? false,
                isPublic: sent.public ?? false)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let made = state.made else { throw WebError(ScreenFailure.unexpected(.english)) }
            let list = try screens.listScreen(viewer: user.id, strings: .english)
            await list.didLoad(.id(made.id))
            return try await document(list, status: .created)
        }
        routes.on(.undoListDelete) { _, context in await lists(context, writing: true) { await $0.didUndoDelete() } }
        routes.on(.getList) { request, context in
            try await document(try await list(request, context, byName: true, page: try request.pageNumber()))
        }
        routes.on(.editList) { request, context in
            await change(request, context) { list, state in
                let sent = try await RequestBody.decode(ListRequest.self, from: request)
                guard let current = state.list?.details else { return }
                await list.didEdit(
                    (
                        sent.title ?? current.title, sent.description ?? current.description,
                        sent.ranked ?? current.isRanked, sent.public ?? current.isPublic
                    ))
            }
        }
        routes.on(.deleteList) { request, context in
            let user = try await accounts.requireWriter(context)
            let list = try await list(request, context)
            guard let id = await list.state.list?.id else {
                throw WebError(ScreenFailure.unexpected(.english))
            }
            let screen = try screens.listsScreen(member: user.id, strings: .english)
            await screen.didDelete(id)
            return try await document(screen)
        }
        routes.on(.addListFilm) { request, context in
            await change(request, context, status: .created) { list, _ in
                let sent = try await RequestBody.decode(ListFilmRequest.self, from: request)
                let film = try validating("film") { try FilmReference(sent.film, bareNumbers: filmSource) }
                await list.didAdd([film], note: sent.note)
            }
        }
        routes.on(.placeListFilm) { request, context in
            await change(request, context) { list, _ in
                let sent = try await RequestBody.decode(ListPlaceRequest.self, from: request)
                let film = try film(context)
                guard sent.position != nil || sent.note != nil else {
                    throw WebError.invalid("position", "send a position, a note, or both")
                }
                if let position = sent.position { await list.didMove(film, to: position) }
                if let note = sent.note, await list.state.failure == nil {
                    await list.didSetNote(note, of: film)
                }
            }
        }
        routes.on(.removeListFilm) { request, context in
            await change(request, context) { list, _ in await list.didRemove(try film(context)) }
        }
        routes.on(.getMemberList) { request, context in
            let viewer = try await accounts.currentUser(context)
            let screen = try screens.listScreen(viewer: viewer?.id, strings: .english)
            await screen.didLoad(
                .member(name: context.parameters.get("name") ?? "", slug: context.parameters.get("slug") ?? ""),
                page: try request.pageNumber())
            return try await document(screen)
        }
    }

    /// The member's own list of the path's id (`byName`: or its address or title), loaded.
    private func list(
        _ request: Request, _ context: MoviesRequestContext, writing: Bool = false, byName: Bool = false,
        page: PageNumber = .first
    ) async throws -> ListViewModel {
        let user = try await writing ? accounts.requireWriter(context) : accounts.requireUser(context)
        let screen = try screens.listScreen(viewer: user.id, strings: .english)
        let named = SavedAPIController.decoded(context.parameters.get("id"))
        // As long as a title may be, twice over for its letters' escapes: longer names no list.
        guard named.count <= 200 else {
            throw WebError.invalid("id", "a list's id, address or title is 200 characters at most")
        }
        await screen.didLoad(byName ? .own(named) : .id(FilmList.ID(named)), page: page)
        if let failure = await screen.state.failure { throw WebError(failure) }
        return screen
    }

    private func change(
        _ request: Request, _ context: MoviesRequestContext, status: HTTPResponse.Status = .ok,
        _ action: (ListViewModel, ListState) async throws -> Void
    ) async -> Response {
        await answer {
            let screen = try await list(request, context, writing: true)
            try await action(screen, await screen.state)
            return try await document(screen, status: status)
        }
    }

    private func lists(
        _ context: MoviesRequestContext, writing: Bool = false, _ action: (ListsViewModel) async -> Void
    ) async -> Response {
        await answer {
            let user = try await writing ? accounts.requireWriter(context) : accounts.requireUser(context)
            let screen = try screens.listsScreen(member: user.id, strings: .english)
            await action(screen)
            if await screen.state.notice == nil { await screen.didLoad() }
            return try await document(screen)
        }
    }

    private func film(_ context: MoviesRequestContext) throws -> FilmReference {
        try validating("filmId") {
            try FilmReference(SavedAPIController.decoded(context.parameters.get("filmId")), bareNumbers: filmSource)
        }
    }

    private func document(_ screen: ListViewModel, status: HTTPResponse.Status = .ok) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return ListDocument(state: state).jsonResponse(status: status)
    }

    private func document(_ screen: ListsViewModel) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return ListsDocument(state: state).jsonResponse()
    }
}
