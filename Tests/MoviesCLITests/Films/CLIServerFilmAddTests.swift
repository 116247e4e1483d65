import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies film add --server`: the film is added on the server (its rules, its day's count), then found by
/// the server's search and opened by its id from the command line as from the web.
@Suite(.serialized) struct CLIServerFilmAddTests {
    @Test func aFilmAddedThroughAServerIsTheServersFilm() async throws {
        try await ServerClient.with(.sqlite) { client in
            let signedUp = try await client.server.send(
                .POST, "/api/users",
                json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
            #expect(signedUp.status == 201)
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)
            let added = try await client.movies([
                "film", "add", "Aftersun", "--year", "2022", "--director", "Charlotte Wells", "--runtime", "101",
                "--yes",
            ])
            #expect(
                added.status == 0 && added.stdout == "Added “Aftersun” (2022): catalog:1000000001.\n", "\(added.stderr)"
            )
            let found = try await client.movies(["search", "aftersun"])
            #expect(found.stdout.contains("catalog:1000000001  Aftersun"), "\(found.stdout)")
            let shown = try await client.movies(["show", "catalog:1000000001"])
            #expect(shown.stdout.contains("Charlotte Wells") && shown.stdout.contains("101 min"), "\(shown.stderr)")
            let page = try await client.server.get("/movies/1000000001")
            #expect(page.status == 200 && page.body.contains("Added by"))

            let again = try await client.movies(["film", "add", "aftersun", "--year", "2022", "--yes"])
            #expect(
                again.status != 0 && again.stderr.contains("is here already: catalog:1000000001"), "\(again.stderr)")
            let bad = try await client.movies(["film", "add", "Aftersun 2", "--year", "1700", "--yes"])
            #expect(bad.status != 0 && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
        }
    }
}
