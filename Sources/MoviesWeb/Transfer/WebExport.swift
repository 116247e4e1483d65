import Hummingbird
import MoviesDomain
import MoviesPresentation

/// A member's whole data as the web hands it over (`/settings/export`, `GET /api/export`): counted against
/// their exports an hour, and made in a turn of the server's transfers, so a few at most are read and
/// zipped at once, on the import threads.
enum WebExport {
    static func download(
        for user: User, screens: any TransferScreens, accounts: WebAccounts, gate: ImportGate, strings: Strings
    ) async throws -> Response {
        try await accounts.countExport(by: user.id)
        let state = try await gate.run(for: user.id) {
            let export = screens.exportScreen(member: user.id, strings: strings)
            await export.didRequestExport()
            return await export.state
        }
        if let failure = state.failure { throw WebError(failure) }
        guard let archive = state.archive else { throw WebError(ScreenFailure.unexpected(strings)) }
        return archive.download
    }
}
