import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/discover` (browse by genre, years, rating and sort, with the filter in the address) and
/// `/people/{id}` (a person and their films).
struct DiscoverPagesController {
    let screens: any DiscoverScreens & ListScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.discover) { request, context in await browsePage(request, context: context) }
        router.readable(.person) { request, context in
            await personPage(request, context: context, id: context.parameters.personID)
        }
    }

    private func browsePage(_ request: Request, context: MoviesRequestContext) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            let browse = screens.discoverScreen(member: visit.user?.id, strings: strings)
            let asked = Result { try request.discoverFilter() }
            let filter = try? asked.get()
            do {
                let (page, upTo) = (try request.pageNumber(strings: strings), request.restoredPages(strings: strings))
                await browse.didBrowse(try asked.get(), page: upTo > 1 ? .first : page)
                while await browse.state.list.isShort(of: upTo) { await browse.didLoadNextPage() }
            } catch let error as WebError {
                await browse.didFail(error.malformedAddress(strings), filter: filter)
            } catch {
                await browse.didFail(error, filter: filter)
            }
            await browse.didLoadGenres()
            let state = await browse.state
            if let failure = state.failure { throw WebError(failure) }
            let status: HTTPResponse.Status = state.list.failure.map { WebError($0).status } ?? .ok
            return visit.page(
                title: "\(strings.discover.browse) – \(strings.appName)",
                body: DiscoverPageView.render(
                    state, lists: await ListScreensLists.of(visit, in: screens), visit: visit), status: status,
                // One search box: the filters' own, whose words search within the filters.
                searchBox: false)
        }
    }

    private func personPage(_ request: Request, context: MoviesRequestContext, id: String) async -> Response {
        await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
            let strings = visit.strings
            let role: PersonCredit.Role?
            do { role = try request.personRole(strings: strings) } catch { throw WebError(error) }
            let screen = screens.personScreen(.id(Person.ID(String(id.prefix(200)))), strings: strings)
            await screen.didLoad()
            await screen.didChooseRole(role)
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
