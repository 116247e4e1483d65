import Foundation
import Testing

extension ServerClient {
    /// `movies login` as `name` (signed up with the suites' password), then `movies browse` over the server
    /// in tmux, at its empty search box. The caller kills the session.
    func browse(as name: String) async throws -> TmuxSession {
        let login = try await movies(["login", "--name", name], input: "long enough\n")
        #expect(login.status == 0, "\(login.stderr)")
        let tmux = try await TmuxSession.start(
            ["browse", "--server", url], database: local.database, environment: config)
        do {
            try await tmux.waitFor("Type a title")
        } catch {
            tmux.kill()
            throw error
        }
        return tmux
    }
}
