import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `POST /api/films`: a signed-in member adds a film the catalog lacks. Unless `confirmed`, films like it
/// (by the forgiving search) are a 409 naming them; the same title and year, or an id known already, is a
/// 409 naming the film that has it; the film added is a 201 with its document and address.
/// `PUT /api/films/{id}`: the member who added a film corrects it (its facts replaced by those sent).
/// `GET /api/movies/{id}/page`: the film's whole page in one answer.
struct FilmsAPIController {
    let screens: any FilmScreens & SearchScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.addFilm) { request, context in try await add(request, context) }
        routes.on(.correctFilm) { request, context in try await correct(request, context) }
        routes.on(.filmPage) { request, context in try await page(request, context) }
        routes.on(.sharedFilm) { request, _ in try await shared(request) }
    }

    /// Where a shared text leads, as the `/share` page reads it.
    private func shared(_ request: Request) async throws -> Response {
        let screen = screens.shareScreen(strings: .english)
        await screen.didShare([request.uri.queryParameters["text"].map(String.init) ?? ""])
        let state = await screen.state
        guard let answer = state.answer else { throw WebError(state.failure ?? .unexpected(.english)) }
        return SharedFilmDocument(answer: answer).jsonResponse()
    }

    /// The film's whole page as its screen reads it for the member asking (or nobody).
    private func page(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let user = try await accounts.currentUser(context)
        let id = context.parameters.movieID(of: screens.filmSource)
        let screen = screens.filmScreen(.id(id), member: user?.id, strings: .english)
        await screen.didLoad(reviews: try request.pageNumber())
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let document = FilmPageDocument(state: state, signedIn: user != nil) else {
            throw WebError(ScreenFailure.unexpected(.english))
        }
        return document.jsonResponse()
    }

    private func correct(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let user = try await accounts.requireWriter(context)
        let sent = try await RequestBody.decode(AddFilmRequest.self, from: request)
        let screen: AddedFilmsViewModel
        do {
            screen = try screens.addedFilmsScreen(strings: .english)
        } catch {
            throw WebError.filmsNotAdded
        }
        guard let film = try? FilmReference(context.parameters.get("id") ?? "", bareNumbers: screens.filmSource)
        else { throw WebError(status: .notFound, code: "not_found", message: "no film has that id") }
        await screen.didCorrect(film, to: sent.draft, by: user.id)
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let corrected = state.corrected else { throw WebError(ScreenFailure.unexpected(.english)) }
        return MovieDocument(movie: corrected, source: screens.filmSource, withDetails: true).jsonResponse()
    }

    private func add(_ request: Request, _ context: MoviesRequestContext) async throws -> Response {
        let user = try await accounts.requireWriter(context)
        let sent = try await RequestBody.decode(AddFilmRequest.self, from: request)
        let screen: AddFilmViewModel
        do {
            screen = try screens.addFilmScreen(member: user.id, strings: .english)
        } catch {
            throw WebError.filmsNotAdded
        }
        if !sent.confirmed {
            await screen.didCheck(sent.draft)
            let checked = await screen.state
            if let failure = checked.failure { throw WebError(failure) }
            if !checked.lookalikes.isEmpty {
                let named = checked.lookalikes.prefix(5).map { film in
                    let year = film.year.map { " (\($0))" } ?? ""
                    return "\(film.title)\(year) \(FilmReference(source: screens.filmSource, movieID: film.id))"
                }
                throw WebError(
                    status: .conflict, code: "lookalikes",
                    message: "films like it are here already (\(named.joined(separator: ", "))); "
                        + "if it is none of them, send \"confirmed\": true")
            }
        }
        await screen.didAdd(sent.draft)
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let added = state.added else { throw WebError(ScreenFailure.unexpected(.english)) }
        var response = MovieDocument(movie: added.movie, source: screens.filmSource, withDetails: true)
            .jsonResponse(status: .created)
        response.headers[.location] = "/api/movies/\(added.id.rawValue)"
        return response
    }
}
