import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// The command line as a client of a Movies server (`--server`, `movies login`/`logout`): every command
/// answers from the server, and a member's saves and reviews are the same ones the web shows, on SQLite
/// and on PostgreSQL.
@Suite(.serialized) struct CLIServerClientTests {
    @Test(arguments: ServerClient.stores) func everyCommandWorksAgainstAServerAndSavesAreTheWebsOwn(
        _ store: ServerClient.Store
    ) async throws {
        try await ServerClient.with(store) { client in
            let (server, url, directory) = (client.server, client.url, client.directory)
            func movies(_ arguments: [String], input: String? = nil) async throws -> MoviesBinary.Output {
                try await client.movies(arguments, input: input)
            }
            let signedUp = try await server.send(
                .POST, "/api/users",
                json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
            #expect(signedUp.status == 201)
            let cookie = try #require(signedUp.setCookie?.split(separator: ";").first.map(String.init))

            // Reading needs no sign-in.
            let search = try await movies(["search", "godfahter"])
            #expect(search.status == 0 && search.stdout.contains("Showing films for “godfather”."))
            #expect(search.stdout.contains("The Godfather"))
            let unsigned = try await movies(["saved"])
            #expect(unsigned.status != 0 && unsigned.stderr == "error: sign in first: `movies login --server \(url)`\n")

            let wrong = try await movies(["login", "--name", "ana"], input: "not the password\n")
            #expect(wrong.status != 0 && wrong.stderr.contains("wrong") && !wrong.stderr.contains("not the password"))
            let login = try await movies(["login", "--name", "ana"], input: "long enough\n")
            #expect(login.status == 0 && login.stdout == "Signed in to \(url) as ana.\n", "\(login.stderr)")
            let file = directory.appendingPathComponent("config/movies/servers.json").path
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            let entry = try #require(
                (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
                    as? [String: [String: String]])?
                    .values.first)
            let token = try #require(entry["token"])
            #expect(entry["member"]?.isEmpty == false, "whom the token acts for is kept with it")

            // Saved here, on the member's page there; saved there, listed here.
            #expect(try await movies(["save", "47703"]).stdout == "Saved “The Godfather”.\n")
            let page = try await server.get("/saved", headers: [("Cookie", cookie)])
            #expect(page.status == 200 && page.body.contains("The Godfather"))
            #expect(
                try await server.send(.PUT, "/api/saved/catalog:17738", headers: [("Cookie", cookie)]).status == 200)
            let saved = try await movies(["saved"])
            #expect(saved.stdout.contains("Star Wars") && saved.stdout.contains("The Godfather"))
            #expect(try await movies(["unsave", "47703"]).status == 0)
            #expect(try await movies(["saved", "--undo"]).stdout.contains("Undone."))

            let review = try await movies(["review", "47703", "--rating", "8", "--text", "Still great."])
            #expect(review.status == 0, "\(review.stderr)")
            let reviews = try await server.get("/api/movies/catalog:47703/reviews")
            #expect(reviews.body.contains("Still great.") && reviews.body.contains("\"author\":\"ana\""))
            #expect(try await movies(["reviews", "47703"]).stdout.contains("Still great."))
            #expect(try await movies(["show", "47703"]).stdout.contains("Francis Ford Coppola"))
            #expect(try await movies(["search", "heat"]).status == 0)
            #expect(try await movies(["recent"]).stdout.contains("heat"), "the member's searches, kept by the server")
            #expect(try await movies(["discover", "--genre", "drama", "--decade", "1970s"]).status == 0)
            #expect(try await movies(["person", "kubrick"]).stdout.contains("Stanley Kubrick"))
            for output in [search, login, saved] {
                #expect(!output.stdout.contains(token) && !output.stderr.contains(token))
            }

            // Revoked on the web: the next command says so in one line, and signing in again mends it.
            let listed = try await server.get("/api/tokens", headers: [("Cookie", cookie)])
            let id = try #require(listed.body.firstMatch(of: /"id":"([0-9a-f-]+)"/)?.output.1)
            #expect(try await server.send(.DELETE, "/api/tokens/\(id)", headers: [("Cookie", cookie)]).status == 204)
            let refused = try await movies(["saved"])
            #expect(
                refused.stderr
                    == "error: the server \(url) refused the token (unknown, revoked or expired): run `movies login --server \(url)`\n"
            )
            #expect(try await movies(["login", "--name", "ana"], input: "long enough\n").status == 0)

            let second = try #require(
                (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
                    as? [String: [String: String]])?
                    .values.first?["token"])
            let logout = try await movies(["logout"])
            #expect(logout.stdout == "Signed out of \(url).\n")
            let kept = try #require(
                (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
                    as? [String: Any])
            )
            #expect(kept.isEmpty, "the token is forgotten here")
            let revoked = try await server.get("/api/me", headers: [("Authorization", "Bearer \(second)")])
            #expect(revoked.status == 401, "and revoked on the server")
            #expect(try await movies(["saved"]).status != 0)
        }
    }

    @Test func aMemberSignsUpFromTheCommandLineAndAnUnknownNameIsSaidToBeOne() async throws {
        try await ServerClient.with(.sqlite) { client in
            let url = client.url
            let made = try await client.movies(
                ["signup", "--name", "bob", "--given", "Bob", "--family", "Li", "--password-stdin"],
                input: "long enough\n")
            #expect(made.stdout == "Made the account bob on \(url), and signed in.\n", "\(made.stderr)")
            #expect(try await client.movies(["save", "47703"]).stdout == "Saved “The Godfather”.\n")
            let status = try await client.movies(["auth", "status"])
            #expect(status.stdout.contains("Signed in as bob"))

            // The profile and favourites are the server's, as its pages show them.
            #expect(try await client.movies(["favourite", "add", "the", "conversation"]).status == 0)
            #expect(try await client.movies(["favourite", "add", "47703"]).status == 0)
            let removed = try await client.movies(["favourite", "remove", "1009788"])
            #expect(
                removed.stdout.hasSuffix("  The Godfather (1972)  catalog:47703\n"),
                "\(removed.stdout)\(removed.stderr)")
            #expect(try await client.movies(["log", "42198", "--rating", "8", "--review", "Tense."]).status == 0)
            let profile = try await client.movies(["profile"])
            #expect(profile.stdout.hasPrefix("Bob Li · @bob · Joined "), "\(profile.stdout)\(profile.stderr)")
            #expect(
                profile.stdout.contains("\n1 film · 1 this year · 1 review · 0 lists · 0 followers · 0 following\n"))
            #expect(profile.stdout.contains("Favourite films\n  The Godfather (1972)  catalog:47703\n"))
            #expect(profile.stdout.contains("Reviews by bob\n  ★★★★☆ 8/10  Heat"))
            let page = try await client.server.get("/api/members/bob")
            #expect(page.body.contains("\"favourites\":[{\"id\":\"catalog:47703\""), "the web's profile is the same")
            // Recent searches are forgotten on the server, one or all.
            for query in ["heat", "alien", "the godfather"] { _ = try await client.movies(["search", query]) }
            #expect(try await client.movies(["recent", "--remove", "HEAT"]).status == 0)
            let left = try await client.movies(["recent"]).stdout
            #expect(left.hasPrefix("1. the godfather\n2. alien\n") && !left.contains(". heat\n"), "\(left)")
            #expect(try await client.movies(["recent", "--clear"]).status == 0)
            #expect(try await client.movies(["recent"]).stdout == "No recent searches.\n")

            // Another member's profile is read as the server shows it; a name nobody has is said to be nobody's.
            let other = try await client.movies(["profile", "ana"])
            #expect(other.status == 1 && other.stderr == "error: there is no such account\n", "\(other.stderr)")

            let taken = try await client.movies(
                ["signup", "--name", "bob", "--given", "Bo", "--family", "Li", "--password-stdin"],
                input: "long enough\n")
            #expect(taken.status == 1 && taken.stderr == "error: the name “bob” is taken\n")
            let short = try await client.movies(
                ["signup", "--name", "cyd", "--given", "Cy", "--family", "Li", "--password-stdin"], input: "short\n")
            #expect(short.status == 1 && short.stderr.contains("8 characters"), "\(short.stderr)")

            let nobody = try await client.movies(["login", "--name", "nobody"], input: "long enough\n")
            #expect(
                nobody.stderr.hasSuffix(
                    "error: no member of \(url) is called “nobody”: `movies signup --server \(url)` makes an account\n"),
                "\(nobody.stderr)")
            let wrong = try await client.movies(["login", "--name", "bob"], input: "not the password\n")
            #expect(wrong.stderr.hasSuffix("error: the name or the password is wrong\n"), "\(wrong.stderr)")
        }
    }

    @Test func anUnreachableServerOrABadAddressIsOneLine() async throws {
        let local = try await MoviesBinary.withImportedCatalog()
        let file = try MoviesBinary.temporaryDirectory().appendingPathComponent("diary.csv")
        try Data(CLITransferTests.diary.utf8).write(to: file)
        // Signed in or not, every command says the server is not there, never "sign in first".
        for command in [
            ["search", "heat"], ["show", "47703"], ["save", "47703"], ["saved"], ["log", "47703"], ["diary"],
            ["stats"], ["lists"], ["list", "new", "Noir"], ["review", "47703", "--rating", "8"], ["reviews", "47703"],
            ["recent"], ["export", "--out", file.path + ".zip"], ["import", file.path], ["person", "kubrick"],
        ] {
            let gone = try await local.run(command + ["--server", "http://127.0.0.1:9"])
            #expect(gone.status == 1, "\(command)")
            #expect(gone.stderr.hasPrefix("error: cannot reach http://127.0.0.1:9: "), "\(command): \(gone.stderr)")
            #expect(gone.stderr.split(separator: "\n").count == 1)
        }
        let bad = try await local.run(["search", "heat", "--server", "ftp://example"])
        #expect(bad.status != 0 && bad.stderr.contains("http:// or https://"))
    }
}
