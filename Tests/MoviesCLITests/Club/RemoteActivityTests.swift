import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation
import NIOHTTP1
import Testing

/// A member's public activity through a container over a Movies server: what `/api/members/{name}/activity`
/// answers, the server's reading of it, not the client's.
@Suite struct RemoteActivityTests {
    @Test func aMembersPublicActivityIsTheServers() async throws {
        try await ServerClient.with(.sqlite) { client in
            let asAna = try await client.server.signUp("ana")
            _ = try await client.server.send(.PUT, "/api/diary/visibility", headers: asAna, json: #"{"public": true}"#)
            let logged = try await client.server.send(
                .POST, "/api/diary", headers: asAna, json: #"{"film": "47703", "day": "2024-03-12", "rating": 9}"#)
            #expect(logged.status < 300, "\(logged.body)")
            let url = try #require(URL(string: client.url))
            let credentials = ServerCredentials(environment: client.config)
            _ = try await AppContainer.signIn(
                to: url, name: "ana", password: "long enough", label: "a test", credentials: credentials)
            let container = AppContainer.remote(
                server: url, token: try credentials.token(for: url), source: .catalog)

            let screen = container.activityScreen(named: "ana", strings: .english)
            await screen.didLoad()
            let state = await screen.state
            #expect(state.failure == nil, "\(String(describing: state.failure))")
            #expect(state.groups.map(\.headline) == ["ana watched The Godfather"], "\(state.groups.map(\.headline))")
        }
    }
}
