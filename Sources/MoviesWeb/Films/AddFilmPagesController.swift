import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/films/add`: a signed-in member's form for a film the catalog lacks (`?title=` fills its title in, as
/// a search that found nothing links it). Sent, the films it may already be are shown first; the film
/// added opens its page (303); what was wrong is the form again, beside the field at fault.
struct AddFilmPagesController {
    let screens: any FilmScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .addFilm,
            [
                .get: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard visit.user != nil else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                        let title = try request.parameter("title")
                        return AddFilmPageView.page(
                            AddFilmForm(title: title), state: AddFilmState(), failure: nil, visit: visit)
                    }
                },
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard let user = visit.user else {
                            return visit.redirect(to: .signIn(returningTo: "/films/add"))
                        }
                        try await accounts.countWrite(by: user.id)
                        return try await add(visit, user)
                    }
                },
            ])
    }

    private func add(_ visit: PageVisit, _ user: User) async throws -> Response {
        let body = try await FormBody.read(visit)
        let form = AddFilmForm(body)
        let screen: AddFilmViewModel
        do {
            screen = try screens.addFilmScreen(member: user.id, strings: visit.strings)
        } catch {
            throw WebError.filmsNotAdded
        }
        let draft: AddFilmViewModel.Draft
        do {
            draft = try form.draft()
        } catch {
            return AddFilmPageView.page(
                form, state: AddFilmState(), failure: AddFilmViewModel.notANumber(error.field), visit: visit)
        }
        if !body.isChecked("confirmed") {
            await screen.didCheck(draft)
            let checked = await screen.state
            if checked.failure != nil || !checked.lookalikes.isEmpty {
                return AddFilmPageView.page(form, state: checked, failure: checked.failure, visit: visit)
            }
        }
        await screen.didAdd(draft)
        let state = await screen.state
        guard let added = state.added else {
            return AddFilmPageView.page(
                form, state: state, failure: state.failure ?? .unexpected(visit.strings), visit: visit)
        }
        return visit.redirect(to: WebRoute.film(added.id).href)
    }
}
