import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/notifications`: a page of the caller's notifications, read without marking them read;
/// `PUT /api/notifications/read` marks them read.
struct NotificationsAPIController {
    let screens: any NotificationsScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.getNotifications) { request, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.notificationsScreen(member: user.id, strings: .english)
            await screen.didLoad(page: try request.pageNumber(), markingRead: false)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return NotificationsDocument(state: state).jsonResponse()
        }
        routes.on(.markNotificationsRead) { _, context in
            let user = try await accounts.requireWriter(context)
            let screen = screens.notificationsScreen(member: user.id, strings: .english)
            await screen.didMarkRead()
            if let failure = await screen.state.failure { throw WebError(failure) }
            return Response(status: .noContent)
        }
    }
}
