import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// The pages people use: `/` (search, `?q=…&page=…`) and `/movies/{id}`. Rendered on the server from the
/// view models' outputs, so they work without JavaScript.
struct PagesController {
    let container: AppContainer

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in await searchPage(request) }
        router.get("movies/:id") { request, context in
            await detailsPage(request, id: context.parameters.get("id") ?? "")
        }
        router.get("static/app.css") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: Stylesheet.css))
            )
        }
    }

    private func searchPage(_ request: Request) async -> Response {
        let visitor = Visitor(request: request)
        let text = request.uri.queryParameters.get("q") ?? ""
        var response: Response
        if text.isEmpty {
            let suggestions = RecentQueriesViewModel(
                fetchRecentQueries: container.fetchRecentQueries(forVisitor: visitor.id)
            ) { _ in }
            await suggestions.didLoad()
            response = HTML.page(
                title: "Movies",
                body: SearchPageView.render(state: MoviesListState(), suggestions: await suggestions.items))
        } else {
            do {
                let page = try request.pageNumber()
                let list = MoviesListViewModel(searchMovies: container.searchMovies(forVisitor: visitor.id))
                await list.didSearch(text, page: page)
                let state = await list.state
                let status: HTTPResponse.Status = state.errorMessage == nil || !state.items.isEmpty ? .ok : .badRequest
                response = HTML.page(
                    title: "\(state.query.isEmpty ? text : state.query) – Movies",
                    body: SearchPageView.render(state: state, suggestions: []), status: status)
            } catch {
                let failure = WebError(error)
                var state = MoviesListState()
                state.errorMessage = failure.message
                response = HTML.page(
                    title: "Movies", body: SearchPageView.render(state: state, suggestions: []), status: failure.status)
            }
        }
        visitor.remember(in: &response)
        return response
    }

    private func detailsPage(_ request: Request, id: String) async -> Response {
        guard !id.isEmpty, id.count <= 64 else {
            return HTML.page(title: "Not found – Movies", body: DetailsPageView.notFound, status: .notFound)
        }
        let details = MovieDetailsViewModel(
            movieID: Movie.ID(id),
            fetchMovieDetails: container.fetchMovieDetails,
            fetchPosterImage: container.fetchPosterImage
        )
        await details.didLoad()
        guard let content = await details.content else {
            return HTML.page(title: "Not found – Movies", body: DetailsPageView.notFound, status: .notFound)
        }
        let back = request.uri.queryParameters.get("q") ?? ""
        return HTML.page(title: "\(content.title) – Movies", body: DetailsPageView.render(content, backQuery: back))
    }
}
