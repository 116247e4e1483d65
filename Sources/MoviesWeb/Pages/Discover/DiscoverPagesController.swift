import Hummingbird
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `/discover` (browse by genre, years, rating and sort, with the filter in the address) and
/// `/people/{id}` (a person and their films).
struct DiscoverPagesController {
    let container: AppContainer
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable("discover") { request, context in await browsePage(request, context: context) }
        router.readable("people/:id") { request, context in
            await personPage(request, context: context, id: context.parameters.personID)
        }
    }

    private func browsePage(_ request: Request, context: MoviesRequestContext) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            let browse = DiscoverViewModel(discoverMovies: container.discoverMovies, strings: strings)
            var filter: DiscoverFilter?
            do {
                let asked = try request.discoverFilter()
                filter = asked
                await browse.didBrowse(asked, page: try request.pageNumber(strings: strings))
            } catch let error as WebError {
                await browse.didFail(error.malformedAddress(strings))
            } catch {
                await browse.didFail(error)
            }
            let state = await browse.state
            let genres = (try? await container.discoverMovies.genres()) ?? []
            let toggle = try await SaveToggleView.toggles(
                for: state.items.map(\.id), visit: visit, container: container)
            let status: HTTPResponse.Status = state.failure.map { WebError($0).status } ?? .ok
            return visit.page(
                title: "\(strings.discover.browse) – \(strings.appName)",
                body: DiscoverPageView.render(
                    filter: filter, state: state, genres: genres, strings: strings,
                    saveToggle: toggle),
                status: status)
        }
    }

    private func personPage(_ request: Request, context: MoviesRequestContext, id: String) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            let screen = PersonViewModel(
                personID: Person.ID(String(id.prefix(200))), people: container.people, strings: strings)
            await screen.didLoad()
            guard let content = await screen.content else {
                let failure = await screen.failure
                return visit.page(
                    title: strings.appName, body: DetailsPageView.failed(failure, strings: strings),
                    status: failure.map { WebError($0).status } ?? .notFound)
            }
            return visit.page(
                title: "\(content.name) – \(strings.appName)", body: PersonPageView.render(content, strings: strings))
        }
    }

}
