import AsyncHTTPClient
import Foundation
import MoviesData
import MoviesTestSupport
import NIOCore
import Testing

/// The command line against a server written to attack it: its words never reach the terminal as
/// escapes, its redirects are not followed, its trickle is given up on, its garbage is one line.
@Suite struct CLIHostileServerTests {
    /// Bytes a terminal would act on: ESC, BEL, C1 controls (UTF-8 C2 80…C2 9F) and bidi controls.
    static func actsOnTerminal(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value == 0x1B || scalar.value == 0x07 || (0x80...0x9F).contains(scalar.value)
                || scalar.properties.isBidiControl
        }
    }

    @Test func escapesFromAServerAreShownHarmlessInEveryCommand() async throws {
        let server = try await HostileServer.start(.escapes)
        defer { Task { await server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let commands = [
            ["search", "evil"], ["show", "1"], ["reviews", "1"], ["discover", "--genre", "drama"], ["recent"],
        ]
        for command in commands {
            let output = try await movies.run(command + ["--server", server.url.absoluteString])
            #expect(!Self.actsOnTerminal(output.stdout), "\(command): \(output.stdout.debugDescription)")
            #expect(!Self.actsOnTerminal(output.stderr), "\(command): \(output.stderr.debugDescription)")
        }
        let search = try await movies.run(["search", "evil", "--server", server.url.absoluteString])
        #expect(search.status == 0 && search.stdout.contains("Evil �]52;c;aGVsbG8=�"), "shown, not obeyed")
        let refused = try await movies.run(["recent", "--server", server.url.absoluteString])
        #expect(refused.status != 0 && refused.stderr.hasPrefix("error: refused �]52"))
        #expect(refused.stderr.split(separator: "\n").count == 1)

        // JSON keeps every character, escaped, so a program reads the title whole.
        let json = try await movies.run(["search", "evil", "--json", "--server", server.url.absoluteString])
        #expect(!Self.actsOnTerminal(json.stdout))
        #expect(json.stdout.contains(#"\u001b]52;c;aGVsbG8=\u0007"#) && json.stdout.contains(#"\u009b31m"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let title = try #require((decoded?["results"] as? [[String: Any]])?.first?["title"] as? String)
        #expect(title.contains("\u{1B}]52;c;aGVsbG8=\u{07}") && title.contains("\u{202E}"))
    }

    /// A command that runs once asks each thing once: a film's page reads its reviews once for their page,
    /// count and histogram alike.
    @Test func aCommandAsksEachThingOnce() async throws {
        let server = try await HostileServer.start(.escapes)
        defer { Task { await server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        _ = try await movies.run(["show", "1", "--server", server.url.absoluteString])
        let asked = server.asked
        #expect(!asked.isEmpty && Set(asked).count == asked.count, "\(asked)")
    }

    @Test func aRedirectIsNotFollowedAndSaysWhere() async throws {
        let elsewhere = try await HostileServer.start(.escapes)
        let server = try await HostileServer.start(.redirect(to: elsewhere.url))
        defer {
            Task {
                await server.stop(); await elsewhere.stop()
            }
        }
        let movies = try await MoviesBinary.withImportedCatalog()
        let config = try MoviesBinary.temporaryDirectory()
        let login = try await movies.run(
            ["login", "--name", "ana", "--server", server.url.absoluteString],
            environment: ["XDG_CONFIG_HOME": config.path], input: "long enough\n")
        #expect(login.status != 0)
        #expect(
            login.stderr
                .hasSuffix(
                    "error: the server \(server.url.absoluteString) points to \(elsewhere.url.absoluteString)/api/tokens (307); not followed: use that address as --server if you trust it\n"
                ))
        #expect(!login.stderr.contains("info"), "no log line")
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("movies/servers.json").path))
    }

    @Test func aTrickleIsGivenUpOnAtTheDeadline() async throws {
        let server = try await HostileServer.start(.trickle)
        defer { Task { await server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let start = ContinuousClock.now
        let output = try await movies.run(["show", "1", "--timeout", "2", "--server", server.url.absoluteString])
        #expect(ContinuousClock.now - start < .seconds(60), "given up on, however busy the machine")
        #expect(output.status != 0)
        #expect(output.stderr == "error: cannot reach \(server.url.absoluteString): no whole answer in time\n")
        #expect(server.asked.count <= 1, "the deadline is the command's: no time is left for another request")
        let zero = try await movies.run(["show", "1", "--timeout", "0", "--server", server.url.absoluteString])
        #expect(zero.status != 0 && zero.stderr.contains("--timeout is a number of seconds"))
    }

    @Test func garbageIsOneLine() async throws {
        let server = try await HostileServer.start(.garbage)
        defer { Task { await server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let output = try await movies.run(["search", "heat", "--server", server.url.absoluteString])
        #expect(
            output.status != 0
                && output.stderr.hasPrefix(
                    "error: the server \(server.url.absoluteString) answered something unreadable")
        )
        #expect(output.stderr.split(separator: "\n").count == 1 && !Self.actsOnTerminal(output.stderr))
    }

    @Test func aRefusedConnectionOrAnUnknownHostFailsAtOnceInPlainWords() async throws {
        // At once: the server's client makes no second attempt at a connection (it used to try again for
        // 3 to 6 s), and follows no redirect. Said by its settings, not by a clock on a busy machine.
        let settings = HTTPClient.moviesServerConfiguration
        #expect(!settings.connectionPool.retryConnectionEstablishment)
        #expect(settings.timeout.connect == .seconds(5))
        let movies = try await MoviesBinary.withImportedCatalog()
        let refused = try await movies.run(["search", "heat", "--server", "http://127.0.0.1:9"])
        #expect(refused.stderr == "error: cannot reach http://127.0.0.1:9: connection refused\n")
        let unknown = try await movies.run(["search", "heat", "--server", "https://no-such-host.invalid"])
        #expect(unknown.stderr == "error: cannot reach https://no-such-host.invalid: unknown host\n")
    }

    @Test func plainHTTPToAnotherMachineIsRefusedUnlessAllowed() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let why = "use https://, or say --allow-http on a network you trust"
        let flag = try await movies.run(["login", "--name", "ana", "--server", "http://10.1.2.3"], input: "pw\n")
        #expect(flag.status != 0 && flag.stderr.contains("travel in clear") && flag.stderr.contains(why))
        let token = try await movies.run(
            ["login", "--token-stdin", "--server", "http://movies.example"], input: "secret\n")
        #expect(token.status != 0 && token.stderr.contains(why) && !token.stderr.contains("secret"))
        let environment = try await movies.run(["saved"], environment: ["MOVIES_SERVER": "http://movies.example"])
        #expect(environment.status != 0 && environment.stderr.contains(why))
        // Loopback is this machine; --allow-http is the person's word for the rest.
        for server in ["http://127.0.0.1:9", "http://localhost:9", "http://[::1]:9"] {
            let local = try await movies.run(["search", "heat", "--server", server])
            #expect(local.stderr.hasPrefix("error: cannot reach"), "\(server): \(local.stderr)")
        }
        let allowed = try await movies.run([
            "search", "heat", "--allow-http", "--server", "http://no-such-host.invalid",
        ])
        #expect(allowed.stderr.hasPrefix("error: cannot reach"))
    }
}
