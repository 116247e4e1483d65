import Foundation
import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// JSON for scripts: `/api/search`, `/api/movies/{id}`, `/api/recent`. Errors have one shape,
/// `{"error": {"code": …, "message": …}}`, with a 4xx status for bad input.
struct APIController {
    let container: AppContainer

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get("search") { request, _ in await respond(request) { try await search(request, $0) } }
        group.get("movies/:id") { request, context in
            await respond(request) { _ in try await movie(id: context.parameters.get("id") ?? "") }
        }
        group.get("recent") { request, _ in await respond(request) { try await recent(request, $0) } }
    }

    private func search(_ request: Request, _ visitor: Visitor) async throws -> SearchDocument {
        let text = try request.parameter("query") ?? request.parameter("q") ?? ""
        let query = try MovieQuery(text)
        let page = try request.pageNumber()
        let cached = CachedPageSlot()
        do {
            let result = try await container.searchMovies(forVisitor: visitor.historyOwner).execute(query, page: page) {
                cached.keep($0)
            }
            return SearchDocument(query: query, page: result, source: container.sourceName)
        } catch {
            // The source failing after it handed over a page it kept: that page, dated, with the reason.
            let failure = WebError(error)
            guard failure.status == .serviceUnavailable, let kept = cached.page else { throw error }
            let notice = SearchDocument.Notice(code: failure.code, message: failure.message, savedAt: kept.savedAt)
            return SearchDocument(query: query, page: kept.page, source: container.sourceName, notice: notice)
        }
    }

    private func movie(id: String) async throws -> MovieDocument {
        guard !id.isEmpty, id.count <= 64 else { throw MovieNotFound(id: Movie.ID(String(id.prefix(64)))) }
        return MovieDocument(movie: try await container.fetchMovieDetails.execute(id: Movie.ID(id)))
    }

    private func recent(_ request: Request, _ visitor: Visitor) async throws -> RecentQueriesDocument {
        let limit = try request.integer("limit", default: 10)
        guard (1...100).contains(limit) else {
            throw WebError.badRequest("invalid_limit", "limit must be from 1 to 100")
        }
        let queries = try await container.fetchRecentQueries(forVisitor: visitor.id).execute(maxCount: limit)
        return RecentQueriesDocument(queries: queries.map(\.text))
    }

    /// Runs `body` for the request's visitor and turns its value, or its error, into JSON.
    private func respond<Document: JSONDocument>(
        _ request: Request,
        _ body: (Visitor) async throws -> Document
    ) async -> Response {
        let visitor = Visitor(request: request)
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
