import Foundation
import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// JSON for scripts: `/api/search` (with the people a query names), `/api/movies/{id}`, `/api/recent`, from the same view models and
/// documents as the pages and the CLI. Errors have one shape, `{"error": {"code": …, "message": …}}`.
struct APIController {
    let container: AppContainer
    let visitors: Visitors
    let accounts: WebAccounts

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.readable("search") { request, context in
            await respond(request, context) { try await search(request, accounts.historyOwner($0, context)) }
        }
        group.readable("movies/:id") { request, context in
            await respond(request, context) { _ in try await movie(id: context.parameters.get("id") ?? "") }
        }
        group.readable("recent") { request, context in
            await respond(request, context) { try await recent(request, accounts.historyReader($0, context)) }
        }
    }

    /// The list view model the page and the CLI run, settled on the page asked for.
    private func search(_ request: Request, _ owner: String?) async throws -> SearchResultsDocument {
        let text = try request.parameter("query") ?? request.parameter("q") ?? ""
        let page = try request.pageNumber()
        let list = MoviesListViewModel(searchMovies: container.searchMovies(forVisitor: owner))
        await list.didSearch(text, page: page)
        let state = await list.state
        // A failure after the source handed over a page it kept answers with that page and a notice.
        if let failure = state.failure, state.items.isEmpty { throw WebError(failure) }
        // The people a query names come with its first page; a source that cannot say leaves them out.
        let people = page == .first ? (try? await container.people.search(try MovieQuery(text))) ?? [] : []
        return SearchResultsDocument(state: state, source: container.sourceName, people: people)
    }

    private func movie(id: String) async throws -> MovieDocument {
        guard !id.isEmpty, id.count <= 64 else { throw MovieNotFound(id: Movie.ID(String(id.prefix(64)))) }
        let details = MovieDetailsViewModel(
            movieID: Movie.ID(id), fetchMovieDetails: container.fetchMovieDetails,
            fetchPosterImage: container.fetchPosterImage)
        await details.didLoad()
        guard let movie = await details.movie else {
            throw WebError(await details.failure ?? .init(MovieNotFound(id: Movie.ID(id)), strings: .english))
        }
        return MovieDocument(movie: movie, withDetails: true)
    }

    private func recent(_ request: Request, _ owner: String) async throws -> RecentQueriesDocument {
        let limit = try request.integer("limit", default: 10)
        guard (1...100).contains(limit) else {
            throw WebError.badRequest("invalid_limit", "limit must be from 1 to 100")
        }
        let queries = try await container.fetchRecentQueries(forVisitor: owner).execute(maxCount: limit)
        return RecentQueriesDocument(queries: queries.map(\.text))
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
