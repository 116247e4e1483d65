import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// JSON for browsing and people: `/api/discover`, `/api/people/{id}` and `/api/movies/{id}/similar`,
/// from the view models the pages and the CLI run.
struct DiscoverAPIController {
    let container: AppContainer

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.readable("discover") { request, _ in
            await respond { try await discover(request) }
        }
        group.readable("people/:id") { _, context in
            await respond { try await person(id: context.parameters.personID) }
        }
        group.readable("movies/:id/similar") { _, context in
            await respond { try await similar(id: context.parameters.get("id") ?? "") }
        }
    }

    private func discover(_ request: Request) async throws -> DiscoverResultsDocument {
        let filter = try request.discoverFilter()
        let browse = DiscoverViewModel(discoverMovies: container.discoverMovies)
        await browse.didBrowse(filter, page: try request.pageNumber())
        let state = await browse.state
        if let failure = state.failure { throw WebError(failure) }
        return DiscoverResultsDocument(filter: filter, state: state, source: container.sourceName)
    }

    private func person(id: String) async throws -> PersonDocument {
        let person = try await container.people.person(withID: Person.ID(String(id.prefix(200))))
        return PersonDocument(person: person)
    }

    private func similar(id: String) async throws -> SimilarMoviesDocument {
        guard !id.isEmpty, id.count <= 64 else { throw MovieNotFound(id: Movie.ID(String(id.prefix(64)))) }
        let movie = try await container.fetchMovieDetails.execute(id: Movie.ID(id))
        let more = try await container.moreLikeThis.execute(for: movie)
        return SimilarMoviesDocument(id: movie.id, content: MoreLikeThisContent(more, strings: .english))
    }

    private func respond(_ body: () async throws -> some JSONDocument) async -> Response {
        do {
            return try await body().jsonResponse(status: .ok)
        } catch {
            return WebError(error).jsonResponse
        }
    }
}
