import Foundation
import Testing

/// A feature is one room in every module that has a part of it: `Sources/<Module>/<Feature>/`, and
/// `Shared/` only for what several features use. docs/architecture.md shows the rooms as a table of files,
/// feature by module, which this test makes again from the sources: a file outside its feature's room, or
/// a table out of date, fails.
@Suite struct FeatureRoomsTests {
    static let features = [
        "Search", "Films", "Discover", "Saved", "Reviews", "Diary", "Lists", "Profiles", "Club", "Notifications",
        "Plays", "Accounts", "Tokens",
        "Transfer", "Taste", "Shared",
    ]

    /// The modules with a part of several features, in the table's order. The search engine (`MoviesSearch`:
    /// search, browsing, people) and TMDB (`MoviesTMDB`: a film source) are each one room already, and the
    /// test support module serves the tests.
    static let roomed = [
        "MoviesDomain", "MoviesData", "MoviesPresentation", "MoviesSQLite", "MoviesPostgres", "MoviesAPI",
        "MoviesRemote",
        "MoviesComposition", "MoviesWeb", "MoviesCLI", "MoviesTerminal",
    ]

    static let sources = ArchitectureDocumentTests.root.appendingPathComponent("Sources")

    /// Each Swift file of `module` by its path under the module's folder.
    static func files(of module: String) -> [String] {
        let base = sources.appendingPathComponent(module)
        let found = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: roomed) func everyFileIsInAFeaturesRoom(_ module: String) {
        let files = Self.files(of: module)
        #expect(!files.isEmpty)
        for file in files {
            let room = file.split(separator: "/").first.map(String.init) ?? ""
            #expect(Self.features.contains(room) && file.contains("/"), "\(module)/\(file) is in no feature's room")
        }
    }

    /// The table, as docs/architecture.md shows it between `<!-- rooms -->` and `<!-- /rooms -->`.
    static func table() -> String {
        let names = roomed.map { $0.replacingOccurrences(of: "Movies", with: "") }
        var lines = ["| feature | " + names.joined(separator: " | ") + " |"]
        lines.append("| --- |" + String(repeating: " ---: |", count: names.count))
        let counts = roomed.map { module in
            Dictionary(grouping: files(of: module)) { String($0.split(separator: "/").first ?? "") }.mapValues(\.count)
        }
        for feature in features {
            let cells = counts.map { $0[feature].map(String.init) ?? "" }
            lines.append("| \(feature) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theArchitecturePageShowsTheRoomsAsTheSourcesHaveThem() throws {
        let page = try String(
            contentsOf: ArchitectureDocumentTests.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- rooms -->\n"))
        let end = try #require(page.range(of: "\n<!-- /rooms -->"))
        let shown = String(page[start.upperBound..<end.lowerBound])
        #expect(shown == Self.table(), "docs/architecture.md should show:\n\(Self.table())")
    }

    /// The test targets of the roomed modules, and the test support, in rooms as the sources are.
    static let roomedTests = [
        "Tests/MoviesDomainTests", "Tests/MoviesDataTests", "Tests/MoviesPresentationTests", "Tests/MoviesAPITests",
        "Tests/MoviesCompositionTests", "Tests/MoviesWebTests", "Tests/MoviesCLITests", "Tests/MoviesTerminalTests",
        "Sources/MoviesTestSupport",
    ]

    @Test(arguments: roomedTests) func everyTestIsInAFeaturesRoom(_ folder: String) {
        let base = ArchitectureDocumentTests.root.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
        let files = found.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let room = file.split(separator: "/").first.map(String.init) ?? ""
            #expect(Self.features.contains(room) && file.contains("/"), "\(folder)/\(file) is in no feature's room")
        }
    }

    /// The hubs docs/architecture.md lists between `<!-- hubs -->` and `<!-- /hubs -->`: each file and how it
    /// names a feature (`{Feature}API`, `.{feature}`, `{One}Screens`: Diary, diary, and Film for Films).
    static func hubs() throws -> [(file: String, pattern: String)] {
        let page = try String(
            contentsOf: ArchitectureDocumentTests.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- hubs -->"))
        let end = try #require(page.range(of: "<!-- /hubs -->"))
        return page[start.upperBound..<end.lowerBound].matches(of: /\| `(Sources\/[^`]+)` \| `([^`]+)` \|/).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    @Test func everyHubNamesAFeatureInOneLineAtMost() throws {
        let hubs = try Self.hubs()
        #expect(hubs.count >= 6, "the hubs were read")
        for (file, pattern) in hubs {
            let text = try String(
                contentsOf: ArchitectureDocumentTests.root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            var named = 0
            for feature in Self.features where feature != "Shared" {
                let token = pattern.replacingOccurrences(of: "{Feature}", with: feature)
                    .replacingOccurrences(of: "{feature}", with: feature.prefix(1).lowercased() + feature.dropFirst())
                    .replacingOccurrences(
                        of: "{One}", with: feature.hasSuffix("s") ? String(feature.dropLast()) : feature)
                let naming = lines.filter { line in
                    line.ranges(of: token).contains { range in
                        range.upperBound == line.endIndex
                            || !(line[range.upperBound].isLetter || line[range.upperBound].isNumber)
                    }
                }
                #expect(naming.count <= 1, "\(file) names \(feature) in \(naming.count) lines")
                named += naming.isEmpty ? 0 : 1
            }
            #expect(named >= 5, "\(file) names the features as \(pattern)")
        }
    }
}
