import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/comments?on={id}` (the comments under a review or list, as the caller may see them) and `POST`
/// there (write one); `/api/comments/{id}`: read, `PUT` (edit one's own) and `DELETE` (one's own, or one
/// under one's review or list). Through the view model the pages use.
struct CommentsAPIController {
    let screens: any ClubScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.listComments) { request, context in
            guard let on = try request.parameter("on") else {
                throw WebError.invalid("on", "Say which review or list: ?on= and its id.")
            }
            let viewer = try await accounts.currentUser(context)
            let screen = screens.commentsScreen(viewer: viewer?.id, strings: .english)
            await screen.didLoad(on: on, page: try request.pageNumber())
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return CommentsDocument(state: state).jsonResponse()
        }
        routes.on(.addComment) { request, context in
            await change(context, status: .created) { screen in
                let sent = try await RequestBody.decode(CommentRequest.self, from: request)
                await screen.didWrite(sent.text, on: sent.on ?? "")
            }
        }
        routes.on(.getComment) { _, context in
            let viewer = try await accounts.currentUser(context)
            let screen = screens.commentsScreen(viewer: viewer?.id, strings: .english)
            await screen.didFind(context.parameters.get("id") ?? "")
            return try await document(screen)
        }
        routes.on(.editComment) { request, context in
            await change(context) { screen in
                let sent = try await RequestBody.decode(CommentRequest.self, from: request)
                await screen.didEdit(context.parameters.get("id") ?? "", to: sent.text)
            }
        }
        routes.on(.deleteComment) { _, context in
            await change(context) { screen in await screen.didDelete(context.parameters.get("id") ?? "") }
        }
    }

    private func change(
        _ context: MoviesRequestContext, status: HTTPResponse.Status = .ok,
        _ make: @escaping (CommentsViewModel) async throws -> Void
    ) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let screen = screens.commentsScreen(viewer: user.id, strings: .english)
            try await make(screen)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard state.changed != nil else { return Response(status: .noContent) }
            return try await document(screen, status: status)
        }
    }

    private func document(_ screen: CommentsViewModel, status: HTTPResponse.Status = .ok) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let comment = state.changed else { throw WebError(ScreenFailure.unexpected(.english)) }
        return CommentDocument(comment).jsonResponse(status: status)
    }
}

/// `POST /api/comments`' body (`on`, the review's or list's id, and `text`), and `PUT /api/comments/{id}`'s
/// (`text`).
struct CommentRequest: Decodable {
    let on: String?
    let text: String
}
