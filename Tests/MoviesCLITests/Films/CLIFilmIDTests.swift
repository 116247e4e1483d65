import Foundation
import MoviesTestSupport
import Testing

/// A film has one id in every JSON a person or program reads, `catalog:42198`, and every command takes it
/// back (as it takes the bare number a person types).
@Suite struct CLIFilmIDTests {
    @Test func everyCommandsJSONNamesAFilmOneWayAndEveryCommandTakesItBack() async throws {
        let movies = try await MoviesInProcess.make()
        for command in [
            ["log", "42198", "--rating", "8", "--tag", "cinema"], ["save", "42198"], ["list", "new", "Crime"],
            ["list", "add", "crime", "42198"],
        ] {
            #expect(try await movies.run(command).status == 0, "\(command)")
        }
        let commands = [
            ["search", "heat", "1995"], ["show", "heat", "1995"], ["saved"], ["diary"], ["list", "crime"],
            ["stats"], ["person", "michael mann"], ["discover", "--genre", "crime", "--decade", "1990s", "heat"],
        ]
        for command in commands {
            let output = try await movies.run(command + ["--json"])
            #expect(output.status == 0, "\(command): \(output.stderr)")
            let strings = Self.strings(in: try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)))
            #expect(strings.contains("catalog:42198"), "\(command) names Heat as catalog:42198")
            #expect(!strings.contains("42198"), "\(command) has a bare id")
        }
        let shown = try await movies.run(["show", "catalog:42198", "--json"])
        #expect(shown.status == 0 && shown.stdout.contains("\"title\" : \"Heat\""))
        #expect(try await movies.run(["list", "add", "crime", "catalog:47703"]).status == 0)
        #expect(try await movies.run(["unsave", "catalog:42198"]).status == 0)
    }

    /// Every string in a JSON value, at any depth.
    private static func strings(in value: Any) -> Set<String> {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.reduce(into: []) { $0.formUnion(strings(in: $1)) }
        case let object as [String: Any]: object.values.reduce(into: []) { $0.formUnion(strings(in: $1)) }
        default: []
        }
    }
}
