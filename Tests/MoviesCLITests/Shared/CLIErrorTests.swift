import Foundation
import Testing

/// Bad input: one clear line on stderr, a non-zero exit, nothing on stdout and nothing written.
@Suite struct CLIErrorTests {
    func expectCleanFailure(_ arguments: [String], mentioning phrase: String, in movies: MoviesBinary) async throws {
        expectCleanFailure(of: try await movies.run(arguments), arguments, mentioning: phrase)
    }

    func expectCleanFailure(of output: MoviesBinary.Output, _ arguments: [String], mentioning phrase: String) {
        #expect(output.status != 0, "\(arguments) exited 0")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: "))
        #expect(output.stderr.filter(\.isNewline).count == 1, "not one line: \(output.stderr)")
        #expect(output.stderr.contains(phrase), "\(output.stderr)")
    }

    @Test(arguments: [
        (["search"], "empty"),
        (["search", "   "], "empty"),
        (["search", String(repeating: "x", count: 201)], "limit is 200"),
        (["search", "love", "--page", "0"], "pages start at 1"),
        (["search", "love", "--page", "-1"], "pages start at 1"),
        (["search", "love", "--page", "abc"], "whole number"),
        (["search", "love", "--page", "501"], "(500)"),
        (["search", "amelie", "--page", "2"], "the last page is 1"),
        (["search", "qqqxxzz", "--page", "2"], "found nothing"),
        (["show", "999999999"], "no movie has the id 999999999"),
        (["show", "qqqxxzz"], "no films match “qqqxxzz”"),
        (["show", ""], "give a film: its id"),
        (["show", "catalog:0x"], "not a film id"),
        (["recent", "--limit", "0"], "from 1 to 100"),
        (["recent", "--limit", "many"], "from 1 to 100"),
        (["recent", "--remove", " "], "the search query is empty"),
        (["recent", "--remove", "heat", "--clear"], "not both"),
        (["search", "love", "--colour"], "--colour"),
        (["frobnicate"], "there is no command 'frobnicate'; `movies --help` lists them"),
        (["dairy"], "there is no command 'dairy'; did you mean `diary`?"),
        (["serach", "heat"], "did you mean `search`?"),
        (["auth", "statu"], "`movies auth` has no command 'statu'; did you mean `status`?"),
        (["backup", "--out", "m.sqlite", "--server", "http://127.0.0.1:1"], "run it where the database is"),
        (["backup", "--server", "http://127.0.0.1:1"], "`movies export --server URL`"),
        (["restore", "m.sqlite", "--server", "http://127.0.0.1:1"], "`movies import FILE --server URL`"),
    ])
    func badInputIsOneClearLine(arguments: [String], phrase: String) async throws {
        let movies = try await MoviesInProcess.make()
        expectCleanFailure(of: try await movies.run(arguments), arguments, mentioning: phrase)
        #expect(try await movies.run(["recent"]).stdout == "No recent searches.\n")
    }

    @Test func databaseThatIsADirectoryIsRefused() async throws {
        let directory = try MoviesBinary.temporaryDirectory()
        try await expectCleanFailure(
            ["search", "heat"], mentioning: "is not a Movies database", in: MoviesBinary(database: directory))
    }

    @Test func garbageDatabaseIsRefusedAndLeftAlone() async throws {
        let url = try MoviesBinary.temporaryDirectory().appendingPathComponent("garbage.sqlite")
        let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: url)
        try await expectCleanFailure(
            ["search", "heat"], mentioning: "is not a Movies database", in: MoviesBinary(database: url))
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func databaseInAnUncreatableDirectoryIsRefused() async throws {
        let url = URL(fileURLWithPath: "/proc/movies-\(UUID().uuidString)/movies.sqlite")
        try await expectCleanFailure(
            ["recent"], mentioning: "cannot create the database directory", in: MoviesBinary(database: url))
    }
}
