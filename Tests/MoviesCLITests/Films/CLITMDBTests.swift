import Foundation
import MoviesTestSupport
import Testing

/// `movies` with TMDB as the source, played by the local stand-in.
@Suite struct CLITMDBTests {
    /// `patient`: a minute an attempt, for a stand-in that is up (a busy machine may keep its answer
    /// waiting); a stand-in that is gone is found so only when the attempt's time is up.
    private func environment(
        _ standIn: TMDBStandIn, key: String = TMDBStandIn.apiKey, patient: Bool = false
    ) -> [String: String] {
        ["TMDB_API_KEY": key, "TMDB_API_BASE_URL": standIn.baseURL.absoluteString]
            .merging(patient ? ["TMDB_TIMEOUT": "60"] : [:]) { $1 }
    }

    private func freshBinary() throws -> MoviesBinary {
        MoviesBinary(database: try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.sqlite"))
    }

    @Test func searchPrintsTMDBResultsThenTheCachedPageWhenTMDBIsGone() async throws {
        let standIn = try await TMDBStandIn.start()
        let movies = try freshBinary()
        let online = try await movies.run(["search", "batman"], environment: environment(standIn, patient: true))
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout.contains("The Batman"))
        #expect(online.stdout.contains("Batman Begins"))
        #expect(online.stdout.hasSuffix("page 1 of 1 · 6 results · TMDB\n"))
        #expect(online.stderr.isEmpty, "\(online.stderr)")

        await standIn.stop()
        let offline = try await movies.run(["search", "batman"], environment: environment(standIn))
        #expect(offline.status != 0)
        #expect(offline.stdout.contains("Batman Begins"))
        // A loaded machine may take a minute between the two searches: the age is said, whichever it is.
        #expect(offline.stdout.contains("page 1 of 1 · 6 results · TMDB (cached "), "\(offline.stdout)")
        // A stand-in being stopped on a loaded machine may still take the connection, and close it unanswered,
        // or keep it unanswered until the attempt's time is up.
        #expect(
            [
                "error: cannot reach TMDB", "error: TMDB closed the connection before answering",
                "error: TMDB did not answer in time",
            ].contains { offline.stderr.hasPrefix($0) },
            "\(offline.stderr)")
        #expect(offline.stderr.contains("; showing cached results from "), "\(offline.stderr)")
        #expect(offline.stderr.filter(\.isNewline).count == 1)
    }

    @Test func aFilmAddedOnATMDBInstallationIsFoundBySearchBesideTMDBs() async throws {
        let standIn = try await TMDBStandIn.start()
        let movies = try freshBinary()
        let env = environment(standIn, patient: true)
        let added = try await movies.run(
            ["film", "add", "Zzyzx", "Batman", "--year", "2024", "--yes"], environment: env)
        #expect(added.stdout == "Added “Zzyzx Batman” (2024): tmdb:1000000001.\n", "\(added.stderr)")
        let found = try await movies.run(["search", "zzyzx", "batman"], environment: env)
        let lines = found.stdout.split(separator: "\n")
        #expect(lines.dropFirst().first?.contains("tmdb:1000000001  Zzyzx Batman") == true, "\(found.stdout)")
        let batman = try await movies.run(["search", "batman"], environment: env)
        let rows = batman.stdout.split(separator: "\n")
        #expect(rows.dropFirst().first?.contains("Zzyzx") == false, "TMDB's films first: \(batman.stdout)")
        #expect(rows.last { $0.contains("tmdb:") }?.contains("Zzyzx Batman") == true, "then the one a member added")
        #expect(batman.stdout.hasSuffix("page 1 of 1 · 7 results · TMDB\n"))
    }

    @Test func showPrintsTMDBDetails() async throws {
        let standIn = try await TMDBStandIn.start()
        let output = try await freshBinary().run(["show", "155"], environment: environment(standIn, patient: true))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("The Dark Knight\n"))
        #expect(output.stdout.contains("Christopher Nolan"))
    }

    @Test func jsonSaysWhichSourceAnswered() async throws {
        let standIn = try await TMDBStandIn.start()
        let output = try await freshBinary().run(
            ["search", "batman", "--json"], environment: environment(standIn, patient: true))
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(document?["source"] as? String == "TMDB")
        #expect((document?["results"] as? [Any])?.count == 6)
        #expect(!output.stdout.contains(TMDBStandIn.apiKey))
    }

    @Test(arguments: [
        (TMDBStandInFault.status(500), "TMDB answered 500: Stand-in fault 500"),
        (.status(503), "TMDB answered 503"),
        (.malformedJSON, "TMDB sent an answer Movies cannot read"),
    ])
    func eachFaultIsOneClearLine(fault: TMDBStandInFault, message: String) async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: fault, times: 10, path: "/3/search")
        let output = try await freshBinary().run(
            ["search", "batman"], environment: environment(standIn, patient: true))
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: \(message)"), "\(output.stderr)")
        #expect(output.stderr.filter(\.isNewline).count == 1)
    }

    @Test func aRejectedKeyIsNamedAndNeverShown() async throws {
        let standIn = try await TMDBStandIn.start()
        let output = try await freshBinary().run(
            ["search", "batman", "--verbose"], environment: environment(standIn, key: "secret-but-wrong", patient: true)
        )
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("error: TMDB rejected the API key (401)\n"), "\(output.stderr)")
        #expect(output.stderr.contains("api_key=%3Credacted%3E"), "the verbose log shows the request")
        #expect(!output.stderr.contains("secret-but-wrong"))
    }

    @Test func anUnknownIdIsNotFound() async throws {
        let standIn = try await TMDBStandIn.start()
        let output = try await freshBinary().run(["show", "404404"], environment: environment(standIn, patient: true))
        #expect(output.status == 1)
        #expect(output.stderr == "error: no movie has the id 404404\n")
    }

    @Test(arguments: [
        (["search", "batman", "--source", "tmdb"], "TMDB needs credentials"),
        (["search", "batman", "--source", "vhs"], "catalog or tmdb"),
        (["search", "batman", "--source", "tmdb", "--tmdb-api-key", "k", "--language", "en US"], "look like en-US"),
    ])
    func badSourceSettingsAreOneClearLine(arguments: [String], message: String) async throws {
        let output = try await freshBinary().run(arguments)
        #expect(output.status != 0)
        #expect(output.stderr.hasPrefix("error: "))
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}
