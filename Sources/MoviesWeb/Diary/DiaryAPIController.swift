import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/diary` and `/api/stats`: the signed-in member's watches and what they add up to, through the view models the pages use. A watch id of
/// another member's is answered 404, as one that does not exist.
struct DiaryAPIController {
    let screens: any MemberScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.diary) { request, context in
            let user = try await accounts.requireUser(context)
            try request.refusingEmpty("year", "rating", "rewatch", "film", "tag")
            let filter = try request.diaryFilter()
            let diary = screens.diaryScreen(member: user.id, strings: .english)
            await diary.didLoad(filter: filter, page: try request.pageNumber())
            return try await answered(diary)
        }
        routes.on(.logWatch) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(WatchRequest.self, from: request)
            let film = try validating("film") {
                try FilmReference(sent.film ?? "", bareNumbers: screens.filmSource)
            }
            let screen = screens.watchFormScreen(member: user.id, strings: .english)
            await screen.didLog(try sent.form, of: film)
            return try await answered(screen, status: .created)
        }
        routes.on(.statistics) { request, context in
            let user = try await accounts.requireUser(context)
            try request.refusingEmpty("year")
            let year = try request.statisticsYear()
            let screen = screens.statisticsScreen(member: user.id, strings: .english)
            await screen.didLoad(year: year)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let numbers = state.statistics else { throw WebError(ScreenFailure.unexpected(.english)) }
            return StatisticsDocument(numbers).jsonResponse()
        }
        routes.on(.setDiaryVisibility) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(VisibilityRequest.self, from: request)
            let diary = screens.diaryScreen(member: user.id, strings: .english)
            await diary.didSetPublic(sent.public)
            if let shapesPicks = sent.shapesPicks { await diary.didSetShapesPicks(shapesPicks) }
            return try await answered(diary)
        }
        routes.on(.filmMarks) { request, context in
            let user = try await accounts.requireUser(context)
            let films = try Self.films(try request.parameter("films") ?? "", source: screens.filmSource)
            let screen = screens.filmMarksScreen(member: user.id, strings: .english)
            await screen.didLoad(films)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return FilmMarksDocument(state: state).jsonResponse()
        }
        routes.on(.undoDeleteWatch) { request, context in
            let user = try await accounts.requireWriter(context)
            let diary = screens.diaryScreen(member: user.id, strings: .english)
            await diary.didUndo()
            return try await answered(diary)
        }
        routes.on(.watch) { request, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.watchFormScreen(member: user.id, strings: .english)
            await screen.didLoad(id(context))
            return try await answered(screen, status: .ok)
        }
        routes.on(.editWatch) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(WatchRequest.self, from: request)
            var form = try sent.form
            form.isRewatch = sent.rewatch ?? false
            let screen = screens.watchFormScreen(member: user.id, strings: .english)
            await screen.didEdit(id(context), form)
            return try await answered(screen, status: .ok)
        }
        routes.on(.deleteWatch) { request, context in
            let user = try await accounts.requireWriter(context)
            let diary = screens.diaryScreen(member: user.id, strings: .english)
            await diary.didDelete(id(context))
            return try await answered(diary)
        }
        addCompanionRoutes(to: &routes)
    }

    /// `PUT /api/diary/{id}/with`: the members one of the member's watches names.
    func addCompanionRoutes(to routes: inout APIRoutes) {
        routes.on(.nameCompanions) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(CompanionsRequest.self, from: request)
            let screen = screens.watchFormScreen(member: user.id, strings: .english)
            await screen.didName(sent.with, on: id(context))
            return try await answered(screen, status: .ok)
        }
    }

    /// How many films one `/api/marks` asks about at most.
    static let marksAtOnce = 100

    /// `films=catalog:17738,tmdb:155`: each a film, a hundred at most.
    static func films(_ list: String, source: FilmReference.Source) throws -> [FilmReference] {
        let items = list.split(separator: ",", omittingEmptySubsequences: true)
        guard !items.isEmpty else { throw WebError.invalid("films", "name the films: films=catalog:17738,tmdb:155") }
        guard items.count <= marksAtOnce else {
            throw WebError.invalid("films", "at most \(marksAtOnce) films at once, not \(items.count)")
        }
        return try items.map { item in
            try validating("films") { try FilmReference(String(item), bareNumbers: source) }
        }
    }

    private func id(_ context: MoviesRequestContext) -> Watch.ID {
        Watch.ID(context.parameters.get("id") ?? "")
    }

    /// The page of the diary a change or a read settled on, or why not.
    private func answered(_ diary: DiaryViewModel) async throws -> Response {
        let state = await diary.state
        if let failure = state.failure { throw WebError(failure) }
        return DiaryDocument(state: state).jsonResponse()
    }

    /// The watch the form settled on, or why not.
    private func answered(_ screen: WatchFormViewModel, status: HTTPResponse.Status) async throws -> Response {
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        guard let watch = state.watch else { throw WebError(ScreenFailure.unexpected(.english)) }
        let logged = status == .created
        return WatchDocument(
            watch.watch, unsaved: logged ? state.unsaved : nil, gaveDay: logged ? state.gaveDay : nil
        ).jsonResponse(status: status)
    }
}
