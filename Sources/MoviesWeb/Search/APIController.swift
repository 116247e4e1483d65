import Foundation
import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// JSON for scripts: `/api/search` (with the people a query names), `/api/movies/{id}`, `/api/recent`, from
/// the same screens as the pages and the CLI. Errors have one shape, `{"error": {"code": …, "message": …}}`.
struct APIController {
    let screens: any SearchScreens & FilmScreens
    let visitors: Visitors
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.openAPI) { request, _ in StaticAsset.openAPI.response(to: request) }
        routes.on(.searchMovies) { request, context in
            await respond(request, context) { try await search(request, accounts.historyWriter($0, context)) }
        }
        routes.on(.movie) { request, context in
            await respond(request, context) { _ in try await movie(context.parameters.movieID(of: screens.filmSource)) }
        }
        // Suggestions read no one's history and save nothing: no visitor is looked up or issued for them.
        routes.on(.suggest) { request, _ in
            do {
                return try await suggest(request).jsonResponse(status: .ok)
            } catch {
                return WebError(error).jsonResponse
            }
        }
        routes.on(.recentSearches) { request, context in
            await respond(request, context) { try await recent(request, accounts.historyReader($0, context)) }
        }
        routes.on(.forgetRecentSearches) { request, context in
            await respond(request, context) { try await forget(request, context, $0) }
        }
    }

    /// The search screen the page and the CLI run, settled on the page asked for.
    private func search(_ request: Request, _ owner: HistoryOwner?) async throws -> SearchResultsDocument {
        let text = try request.parameter("query") ?? request.parameter("q") ?? ""
        let page = try request.pageNumber()
        let search = screens.searchScreen(history: owner, member: nil, strings: .english)
        await search.didSearch(text, page: page)
        let state = await search.state
        // A failure after the source handed over a page it kept answers with that page and a notice.
        if let failure = state.list.failure, state.list.items.isEmpty { throw WebError(failure) }
        return SearchResultsDocument(state: state, source: screens.filmSource)
    }

    /// What the box suggests for the words typed (`query`, or `q`): films and people, worded in the
    /// visitor's language (the page's script asks it); saves nothing.
    private func suggest(_ request: Request) async throws -> SuggestionsDocument {
        let suggestions = screens.suggestions(strings: LanguagePreference(request: request).strings)
        await suggestions.didType(try request.parameter("query") ?? request.parameter("q") ?? "")
        let state = await suggestions.state
        if let failure = state.failure { throw WebError(failure) }
        return SuggestionsDocument(state: state, source: screens.filmSource)
    }

    private func movie(_ movieID: Movie.ID) async throws -> MovieDocument {
        let film = screens.filmScreen(.id(movieID), member: nil, strings: .english)
        await film.didLoadDetails()
        guard let movie = await film.state.movie else {
            throw WebError(await film.state.failure ?? .init(MovieNotFound(id: movieID), strings: .english))
        }
        return MovieDocument(movie: movie, source: screens.filmSource, withDetails: true)
    }

    private func recent(_ request: Request, _ owner: HistoryOwner) async throws -> RecentQueriesDocument {
        let limit = try request.integer("limit", default: 10)
        guard (1...100).contains(limit) else {
            throw WebError.badRequest("invalid_limit", "limit must be from 1 to 100")
        }
        let recent = screens.recentSearches(of: owner, maxCount: limit)
        await recent.didLoad()
        if let failure = await recent.failure { throw WebError(failure) }
        return RecentQueriesDocument(queries: await recent.items)
    }

    /// Forgets one recent search (`query`) or all of them, and answers those left. A token that may only
    /// read changes nothing, and a token's forgetting counts as a change.
    private func forget(
        _ request: Request, _ context: MoviesRequestContext, _ visitor: Visitor
    ) async throws -> RecentQueriesDocument {
        if context.bearer != nil { _ = try await accounts.requireWriter(context) }
        let recent = screens.recentSearches(of: accounts.historyReader(visitor, context), maxCount: 10)
        if let query = try request.parameter("query") {
            await recent.didRemove(query)
        } else {
            await recent.didRemoveAll()
        }
        if let failure = await recent.failure { throw WebError(failure) }
        await recent.didLoad()
        if let failure = await recent.failure { throw WebError(failure) }
        return RecentQueriesDocument(queries: await recent.items)
    }

    /// Runs `body` for the request's visitor and turns its value, or its error, into JSON.
    private func respond<Document: JSONDocument>(
        _ request: Request,
        _ context: MoviesRequestContext,
        _ body: (Visitor) async throws -> Document
    ) async -> Response {
        let visitor = await visitors.visitor(of: request, context: context)
        var response: Response
        do {
            response = try await body(visitor).jsonResponse(status: .ok)
        } catch {
            response = WebError(error).jsonResponse
        }
        visitor.remember(in: &response)
        return response
    }
}
