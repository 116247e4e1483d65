import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// JSON for browsing and people: `/api/discover`, `/api/people/{id}` and `/api/movies/{id}/similar`,
/// from the screens the pages and the CLI run.
struct DiscoverAPIController {
    let screens: any DiscoverScreens & FilmScreens

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.discover) { request, _ in
            await respond { try await discover(request) }
        }
        routes.on(.person) { _, context in
            await respond { try await person(id: context.parameters.personID) }
        }
        routes.on(.similarMovies) { _, context in
            await respond { try await similar(context.parameters.movieID(of: screens.filmSource)) }
        }
    }

    private func discover(_ request: Request) async throws -> DiscoverResultsDocument {
        // A program's empty value is a mistake to name (a form's empty field is "any" on the pages).
        try request.refusingEmpty("genre", "decade", "from", "to", "minRating", "sort", "page")
        let filter = try request.discoverFilter()
        let browse = screens.discoverScreen(member: nil, strings: .english)
        await browse.didBrowse(filter, page: try request.pageNumber())
        let state = await browse.state
        if let failure = state.list.failure ?? state.failure { throw WebError(failure) }
        return DiscoverResultsDocument(filter: filter, state: state, source: screens.filmSource)
    }

    private func person(id: String) async throws -> PersonDocument {
        let screen = screens.personScreen(.id(Person.ID(String(id.prefix(200)))), strings: .english)
        await screen.didLoad()
        guard let person = await screen.person else { throw WebError(await screen.failure ?? Self.notFound) }
        return PersonDocument(person: person, source: screens.filmSource)
    }

    private func similar(_ id: Movie.ID) async throws -> SimilarMoviesDocument {
        let film = screens.filmScreen(.id(id), member: nil, strings: .english)
        await film.didLoadRows()
        let state = await film.state
        guard let movie = state.movie else { throw WebError(state.failure ?? Self.notFound) }
        if let failure = state.rowsFailure { throw WebError(failure) }
        return SimilarMoviesDocument(
            film: FilmReference(source: screens.filmSource, movieID: movie.id), series: state.series,
            similar: state.similar)
    }

    private static let notFound = ScreenFailure(MovieNotFound(id: Movie.ID("")), strings: .english)

    private func respond(_ body: () async throws -> some JSONDocument) async -> Response {
        do {
            return try await body().jsonResponse(status: .ok)
        } catch {
            return WebError(error).jsonResponse
        }
    }
}
