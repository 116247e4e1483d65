import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/pick?with=ana,bo&under=120&genre=drama&decade=1970s`: tonight's pick for the caller and their
/// friends, each film with everyone's outlook.
struct PickAPIController {
    let screens: any TasteScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.getPick) { request, context in
            let user = try await accounts.requireUser(context)
            let asked = try request.pickRequest()
            let screen = screens.pickScreen(member: user.id, strings: .english)
            await screen.didPick(asked)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return PickDocument(state: state).jsonResponse()
        }
    }
}
