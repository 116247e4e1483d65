import Foundation
import Testing

/// `movies discover` and `movies person` on the embedded catalog.
@Suite struct CLIDiscoverTests {
    @Test func discoverListsTheFilteredFilmsBestRatedFirst() async throws {
        let movies = try await MoviesInProcess.make()
        let output = try await movies.run(["discover", "--genre", "Drama", "--decade", "1970s", "--sort", "rating"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines[1].contains("The Godfather Part II") && lines[2].contains("The Godfather"))
        #expect(lines.last?.hasPrefix("page 1 of ") == true)

        let json = try await movies.run(["discover", "--genre", "sci-fi", "--from", "1977", "--to", "1977", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let results = try #require(document?["results"] as? [[String: Any]])
        #expect(results.contains { $0["title"] as? String == "Star Wars: Episode IV – A New Hope" })
        #expect(results.allSatisfy { $0["year"] as? Int == 1977 })
    }

    @Test(arguments: [
        (["--genre", "Space"], "error: there is no genre 'Space' here\n"),
        (["--from", "1990", "--to", "1980"], "error: the years run backwards: from 1990 to 1980\n"),
        (["--sort", "best"], "error: sort by popularity, rating, date, title, members or watched, not 'best'\n"),
        (["--decade", "seventies"], "error: 'seventies' is not a decade (1970s, 1990)\n"),
    ])
    func badFiltersAreOneLineAndAUsageError(arguments: [String], message: String) async throws {
        let output = try await MoviesInProcess.make().run(["discover"] + arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message))
    }

    @Test func personByNameOrIdListsTheirFilmsNewestFirst() async throws {
        let movies = try await MoviesInProcess.make()
        let byName = try await movies.run(["person", "kubrick"])
        #expect(byName.status == 0)
        #expect(byName.stdout.hasPrefix("Stanley Kubrick · catalog:stanley-kubrick\nDirector of "))
        #expect(byName.stdout.contains("Full Metal Jacket") && byName.stdout.contains("Director, Writer"))
        let byID = try await movies.run(["person", "catalog:stanley-kubrick"])
        #expect(byID.stdout == byName.stdout)
        let acted = try await movies.run(["person", "kubrick", "--role", "cast"])
        let rows = acted.stdout.split(separator: "\n").dropFirst(3)  // name, roles counted, table header
        #expect(rows.count == 3 && rows.allSatisfy { $0.contains("Cast") }, "\(acted.stdout)")
        let badRole = try await movies.run(["person", "kubrick", "--role", "actor"])
        #expect(
            badRole.status == 64 && badRole.stderr.contains("Please provide one of 'director', 'writer' or 'cast'."))
        let unknown = try await movies.run(["person", "nobodyxyz"])
        #expect(unknown.status == 1 && unknown.stderr == "error: no one called 'nobodyxyz' is known here\n")
    }
}
