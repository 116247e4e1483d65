import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/films/{id}/edit`: the member who added a film corrects it, in the form that added it, filled in. Sent,
/// the film's page opens (303); what was wrong is the form again, beside the field at fault. Another
/// member's film is a 403, a film no member added a 404.
struct CorrectFilmPagesController {
    let screens: any FilmScreens & SearchScreens
    let accounts: WebAccounts
    let client: ClientFacts

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.route(
            .correctFilm,
            [
                .get: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                        let (screen, film) = try opened(context, visit)
                        guard let draft = await screen.draft(of: film, for: user.id) else {
                            throw WebError(await screen.state.failure ?? .unexpected(visit.strings))
                        }
                        return AddFilmPageView.page(
                            AddFilmForm(draft), state: AddFilmState(), failure: nil, visit: visit,
                            correcting: film.movieID)
                    }
                },
                .post: { request, context in
                    await PageVisit.answer(request, context, accounts: accounts, client: client) { visit in
                        guard let user = visit.user else { return visit.redirect(to: .signIn(returningTo: visit.here)) }
                        try await accounts.countWrite(by: user.id)
                        let (screen, film) = try opened(context, visit)
                        let form = AddFilmForm(try await FormBody.read(visit))
                        let draft: AddFilmViewModel.Draft
                        do throws(AddFilmForm.FieldError) {
                            draft = try form.draft()
                        } catch {
                            let failure = AddFilmViewModel.notANumber(error.field)
                            return AddFilmPageView.page(
                                form, state: AddFilmState(), failure: failure, visit: visit, correcting: film.movieID)
                        }
                        await screen.didCorrect(film, to: draft, by: user.id)
                        if let failure = await screen.state.failure {
                            guard failure.kind == .invalidInput || failure.kind == .conflict else {
                                throw WebError(failure)
                            }
                            return AddFilmPageView.page(
                                form, state: AddFilmState(), failure: failure, visit: visit, correcting: film.movieID)
                        }
                        return visit.redirect(to: WebRoute.film(film.movieID).href)
                    }
                },
            ])
    }

    private func opened(
        _ context: MoviesRequestContext, _ visit: PageVisit
    ) throws -> (
        AddedFilmsViewModel, FilmReference
    ) {
        guard let screen = try? screens.addedFilmsScreen(strings: visit.strings) else {
            throw WebError.filmsNotAdded
        }
        guard let film = try? FilmReference(context.parameters.get("id") ?? "", bareNumbers: screens.filmSource)
        else { throw WebError(status: .notFound, code: "not_found", message: visit.strings.movieNotFound) }
        return (screen, film)
    }
}
