import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/news`: what is new for the caller (counts since they last looked, and the newest comments under
/// their things), read without marking it seen; `PUT /api/news/seen` marks it seen.
struct NewsAPIController {
    let screens: any ClubScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.getNews) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.newsScreen(member: user.id, strings: .english)
            await screen.didLoad(markingSeen: false)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return NewsDocument(state: state).jsonResponse()
        }
        routes.on(.markNewsSeen) { _, context in
            let user = try await accounts.requireWriter(context)
            let screen = screens.newsScreen(member: user.id, strings: .english)
            await screen.didMarkSeen()
            if let failure = await screen.state.failure { throw WebError(failure) }
            return Response(status: .noContent)
        }
    }
}
