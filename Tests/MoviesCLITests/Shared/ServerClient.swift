import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// A `movies serve` on a fresh store of either kind, and the command line as its client (`--server`, with a
/// config folder of its own for the kept token): what the client suites run against.
struct ServerClient {
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        var testDescription: String { rawValue }
    }

    static var stores: [Store] { TestPostgres.isAvailable ? Store.allCases : [.sqlite] }

    let server: ServerProcess
    let local: MoviesBinary
    let directory: URL
    var url: String { "http://127.0.0.1:\(server.port)" }
    /// Where the command line keeps its token for the server.
    var config: [String: String] { ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path] }

    /// The command line against the server.
    func movies(_ arguments: [String], input: String? = nil) async throws -> MoviesBinary.Output {
        try await local.run(
            arguments + ["--server", url],
            environment: config, input: input)
    }

    /// `name` signs up on the server (password "long enough") and the command line logs in as them.
    func signUpAndLogIn(_ name: String) async throws {
        _ = try await server.send(
            .POST, "/api/users",
            json: #"{"name": "\#(name)", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
        let login = try await movies(["login", "--name", name], input: "long enough\n")
        #expect(login.status == 0, "\(login.stderr)")
    }

    /// Runs `body` with a fresh server on `store`, stopped (and its database dropped) however `body` ends.
    static func with(_ store: Store, _ body: (ServerClient) async throws -> Void) async throws {
        let local = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let postgres = store == .postgres ? try await TestPostgres.makeDatabase() : nil
        let database = postgres ?? directory.appendingPathComponent("server.sqlite").path
        let server = try await ServerProcess(
            arguments: ["--database", database], environment: ["MOVIES_PASSWORD_COST": "4"])
        let client = ServerClient(server: server, local: local, directory: directory)
        do {
            try await body(client)
        } catch {
            await server.stop()
            if let postgres { await TestPostgres.drop(postgres) }
            throw error
        }
        await server.stop()
        if let postgres { await TestPostgres.drop(postgres) }
    }
}
