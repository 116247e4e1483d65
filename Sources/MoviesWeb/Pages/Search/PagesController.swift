import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// The pages people use: `/` (search, `?q=…&page=…`) and `/movies/{id}`. Rendered on the server from the
/// view models' outputs, so they work without JavaScript; `/static/app.js` enhances them.
struct PagesController {
    let container: AppContainer
    let visitors: Visitors
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable("/") { request, context in await searchPage(request, context: context) }
        router.readable("movies/:id") { request, context in
            await detailsPage(request, context: context, id: context.parameters.get("id") ?? "")
        }
        router.readable("static/app.css") { _, _ in StaticAsset.stylesheet.response }
        router.readable("static/app.js") { _, _ in StaticAsset.script.response }
    }

    private func searchPage(_ request: Request, context: MoviesRequestContext) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let visitor = await visitors.visitor(of: request, context: context)
            let strings = visit.strings
            var state = MoviesListState()
            var suggestions: [String] = []
            var rows: [DiscoverRowsView.Row] = []
            var people: [PersonMatchItem] = []
            do {
                let text = try request.parameter("q", strings: strings) ?? ""
                if text.isEmpty {
                    let recent = RecentQueriesViewModel(
                        fetchRecentQueries: container.fetchRecentQueries(
                            forVisitor: accounts.historyReader(visitor, context))
                    ) { _ in }
                    await recent.didLoad()
                    suggestions = await recent.items
                    rows = await HomeRows.load(container: container, strings: strings)
                } else {
                    // Kept when the page number is bad, so the page can offer the first page of this search.
                    state.query = (try? MovieQuery(text))?.text ?? ""
                    let page = try request.pageNumber(strings: strings)
                    let list = MoviesListViewModel(
                        searchMovies: container.searchMovies(forVisitor: accounts.historyOwner(visitor, context)),
                        strings: strings)
                    // `upto=N`: pages 1 to N, as the script had loaded them before the visitor left (the way back).
                    let upto = min(
                        Int((try? request.parameter("upto", strings: strings)) ?? nil ?? "") ?? 1, 25)
                    await list.didSearch(text, page: upto > 1 ? .first : page)
                    while await list.state.currentPage < upto, await list.state.hasMorePages,
                        await list.state.failure == nil
                    {
                        await list.didLoadNextPage()
                    }
                    state = await list.state
                    // The people a query names, above its films; a source that cannot say leaves them out.
                    if let query = try? MovieQuery(text), page == .first {
                        people = ((try? await container.people.search(query)) ?? []).map {
                            PersonMatchItem(match: $0, strings: strings)
                        }
                    }
                }
            } catch {
                state.failure = ScreenFailure(error, strings: strings)
            }
            let toggle = try await SaveToggleView.toggles(
                for: state.items.map(\.id), visit: visit, container: container)
            let title = state.query.isEmpty ? strings.appName : "\(state.query) – \(strings.appName)"
            var response = visit.page(
                title: title,
                body: SearchPageView.render(
                    state: state, suggestions: suggestions,
                    coverage: container.source == .catalog && people.isEmpty ? strings.catalogCoverage : nil,
                    strings: strings, people: PersonPageView.matches(people, strings: strings),
                    saveToggle: toggle) + DiscoverRowsView.render(rows, strings: strings),
                status: Self.status(of: state))
            visitor.remember(in: &response)
            return response
        }
    }

    private func detailsPage(_ request: Request, context: MoviesRequestContext, id: String) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            var content: MovieDetailsContent?
            var failure: ScreenFailure?
            var movie: Movie?
            if !id.isEmpty, id.count <= 64 {
                let details = MovieDetailsViewModel(
                    movieID: Movie.ID(id), fetchMovieDetails: container.fetchMovieDetails,
                    fetchPosterImage: container.fetchPosterImage, strings: strings)
                await details.didLoad()
                (content, failure, movie) = (await details.content, await details.failure, await details.movie)
            }
            guard let content, let movie else {
                return visit.page(
                    title: strings.appName, body: DetailsPageView.failed(failure, strings: strings),
                    status: failure.map { WebError($0).status } ?? .notFound)
            }
            let back = (try? request.parameter("q", strings: strings)) ?? nil ?? ""
            let film = container.savedFilms.reference(to: Movie.ID(id))
            let members = try await ReviewsSection.load(film: film, visit: visit, container: container)
            let more = await MoreLikeThisContent.load(for: movie, using: container.moreLikeThis, strings: strings)
            return visit.page(
                title: "\(content.title) – \(strings.appName)",
                body: DetailsPageView.render(content, backQuery: back, strings: strings, members: members)
                    + DiscoverRowsView.render(
                        [
                            .init(title: strings.discover.series, link: nil, items: more.series),
                            .init(title: strings.discover.moreLikeThis, link: nil, items: more.similar),
                        ], strings: strings))
        }
    }

    /// 200 when there is something to show (cached results survive a failed refresh), else the failure's status.
    private static func status(of state: MoviesListState) -> HTTPResponse.Status {
        guard let failure = state.failure, state.items.isEmpty else { return .ok }
        return WebError(failure).status
    }
}
