import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/api/export`: the signed-in member's whole data as a zip (a token that may only read may take it: it
/// changes nothing).
struct TransferAPIController {
    let screens: any TransferScreens
    let accounts: WebAccounts

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.readable("export") { _, context in
            await answer {
                let user = try await accounts.requireUser(context)
                let export = screens.exportScreen(member: user.id, strings: .english)
                await export.didRequestExport()
                let state = await export.state
                if let failure = state.failure { throw WebError(failure) }
                guard let archive = state.archive else { throw WebError(ScreenFailure.unexpected(.english)) }
                return archive.download
            }
        }
    }
}
