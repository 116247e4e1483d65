import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// Over `--server`, a command asks the server for what it does, and the server's use cases do the rest:
/// the requests each command sends, as the server counts them (by name, in order). Whom the token acts for
/// was kept at login, so nothing asks.
@Suite struct CLIRequestsTests {
    @Test func writesAreOneRequestAndAPageOneRead() async throws {
        let local = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let server = try await ServerProcess(
            arguments: ["--database", directory.appendingPathComponent("server.sqlite").path],
            environment: ["MOVIES_PASSWORD_COST": "4"], servesMetrics: true)
        let client = ServerClient(server: server, local: local, directory: directory)
        do {
            _ = try await server.send(
                .POST, "/api/users",
                json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)
            let saving = try await server.requests { _ = try await client.movies(["save", "47703"]) }
            #expect(saving == ["PUT /api/saved/{filmId}"], "whom the token acts for was kept at login")
            var output = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let sent = try await server.requests {
                output = try await client.movies([
                    "log", "47703", "--rating", "8", "--tag", "cinema", "--review", "Still.",
                ])
            }
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.hasPrefix("Logged “The Godfather”. It is no longer in your saved films."))
            #expect(sent == ["POST /api/diary"])
            let reviewing = try await server.requests {
                _ = try await client.movies(["review", "47703", "--rating", "9", "--text", "Better still."])
            }
            #expect(reviewing == ["PUT /api/movies/{id}/review"])
            let readingReviews = try await server.requests { _ = try await client.movies(["reviews", "47703"]) }
            #expect(readingReviews == ["GET /api/movies/{id}/reviews"], "the server's screen answers the page")
            var shown = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let showing = try await server.requests { shown = try await client.movies(["show", "47703"]) }
            #expect(showing == ["GET /api/movies/{id}/page"], "the film's whole page in one answer")
            #expect(
                shown.stdout.contains("Watched once") && shown.stdout.contains("your rating 9/10"), "\(shown.stdout)")
            #expect(shown.stdout.contains("Better still."), "\(shown.stdout)")
            let named = try await server.requests { shown = try await client.movies(["show", "godfather"]) }
            #expect(
                named == ["GET /api/movies/{id}/page", "GET /api/search"], "words are searched, then the page read")
            var favourite = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let adding = try await server.requests {
                favourite = try await client.movies(["favourite", "add", "47703"])
            }
            #expect(adding == ["PUT /api/me/favourites/{filmId}"])
            #expect(favourite.stdout.contains("“The Godfather” is one of your favourites now."), "\(favourite.stdout)")
            let removing = try await server.requests {
                favourite = try await client.movies(["favourite", "remove", "47703"])
            }
            #expect(
                removing == ["DELETE /api/me/favourites/{filmId}"])
            #expect(favourite.stdout.contains("The Godfather"), "\(favourite.stdout)")
            let bob = try await server.send(
                .POST, "/api/users",
                json: #"{"name": "bob", "fullName": {"given": "Bo", "family": "Lima"}, "password": "long enough"}"#)
            let asBob = [
                ("Cookie", bob.setCookie?.split(separator: ";").first.map(String.init) ?? ""),
                ("Origin", "http://127.0.0.1:\(server.port)"),
            ]
            var profile = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let own = try await server.requests { profile = try await client.movies(["profile"]) }
            #expect(own == ["GET /api/me", "GET /api/members/{name}"], "one's own by the name the server has now")
            #expect(profile.stdout.contains("@ana"))
            let others = try await server.requests { profile = try await client.movies(["profile", "bob"]) }
            #expect(others == ["GET /api/members/{name}"], "another member's profile is read too")
            #expect(
                profile.status == 0 && profile.stdout.hasPrefix("Bo Lima · @bob"), "\(profile.stdout)\(profile.stderr)")
            var list = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let making = try await server.requests { list = try await client.movies(["list", "new", "Seventies"]) }
            #expect(making == ["POST /api/lists"], "the server checks it and gives it its address")
            #expect(list.stdout == "Made “Seventies”. Its address: seventies.\n", "\(list.stdout)\(list.stderr)")
            let filling = try await server.requests {
                list = try await client.movies(["list", "add", "seventies", "47703"])
            }
            #expect(
                filling == ["GET /api/lists/{id}", "POST /api/lists/{id}/films"],
                "by its address, then by its id")
            #expect(list.stdout.contains("The Godfather"), "\(list.stdout)\(list.stderr)")
            let opening = try await server.requests { list = try await client.movies(["list", "show", "Seventies"]) }
            #expect(opening == ["GET /api/lists/{id}"], "by its title")
            #expect(list.stdout.contains("1  catalog:47703  The Godfather  1972"), "\(list.stdout)")
            var picked = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            #expect(try await server.send(.PUT, "/api/members/ana/follow", headers: asBob).status == 200)
            #expect(try await client.movies(["follow", "bob"]).status == 0)
            let picking = try await server.requests {
                picked = try await client.movies(["pick", "--with", "bob", "--json"])
            }
            #expect(picking == ["GET /api/pick"], "the answer names the friends to pick with too")
            let answer = try JSONSerialization.jsonObject(with: Data(picked.stdout.utf8)) as? [String: Any]
            #expect(answer?["friends"] as? [String] == ["bob"], "\(picked.stdout)\(picked.stderr)")
            _ = try await client.movies(["save", "47703"])
            var unsaved = MoviesBinary.Output(status: -1, stdout: "", stderr: "")
            let unsaving = try await server.requests { unsaved = try await client.movies(["unsave", "47703"]) }
            #expect(unsaving == ["DELETE /api/saved/{filmId}"], "the answer names the film taken out")
            #expect(unsaved.stdout.hasPrefix("Removed “The Godfather”."), "\(unsaved.stdout)\(unsaved.stderr)")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
