import Foundation
import MoviesTestSupport
import Testing

/// A PostgreSQL URL that cannot be used: one clear line, a non-zero exit, and the password nowhere in the
/// output.
@Suite struct CLIPostgresErrorTests {
    static let secret = "s3cret-Pa55word"

    func expectCleanFailure(database: String, mentioning phrase: String) async throws {
        let movies = MoviesBinary(database: try MoviesBinary.temporaryDirectory().appendingPathComponent("unused"))
        for arguments in [["search", "heat", "--database", database], ["recent"]] {
            let environment = arguments.count == 1 ? ["MOVIES_DATABASE": database] : [:]
            let output = try await movies.run(arguments, environment: environment)
            #expect(output.status != 0)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.hasPrefix("error: "))
            #expect(output.stderr.filter(\.isNewline).count == 1, "not one line: \(output.stderr)")
            #expect(output.stderr.contains(phrase), "\(output.stderr)")
            #expect(!output.stderr.contains(Self.secret), "the password was shown")
        }
    }

    @Test(arguments: [
        ("postgres://movies:\(secret)@127.0.0.1:1/movies", "cannot reach the database server 127.0.0.1:1/movies"),
        ("postgresql://movies:\(secret)@/movies", "names no host"),
        ("postgres://:\(secret)@127.0.0.1/movies", "names no user"),
        ("postgres://movies:\(secret)@127.0.0.1:5432", "names no database"),
        ("postgres://movies:\(secret)@127.0.0.1/movies?sslmode=sometimes", "sslmode must be one of"),
        ("postgres://movies:\(secret)@127.0.0.1/movies?timeout=3", "is not known (only sslmode)"),
    ])
    func aBadOrUnreachableDatabaseIsOneLineWithoutThePassword(database: String, phrase: String) async throws {
        try await expectCleanFailure(database: database, mentioning: phrase)
    }

    @Test(.enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
    func aWrongPasswordOrDatabaseIsRefusedWithoutThePassword() async throws {
        var components = try #require(URLComponents(string: TestPostgres.url ?? ""))
        components.password = Self.secret
        try await expectCleanFailure(database: components.string!, mentioning: "refused the login")
        components = try #require(URLComponents(string: TestPostgres.url ?? ""))
        components.path = "/no_such_database"
        try await expectCleanFailure(database: components.string!, mentioning: "refused the login")
    }

    @Test(.enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
    func searchAndRecentWorkOnPostgres() async throws {
        let database = try await TestPostgres.makeDatabase()
        let movies = MoviesBinary(database: try MoviesBinary.temporaryDirectory().appendingPathComponent("unused"))
        let search = try await movies.run(["search", "star wars"], environment: ["MOVIES_DATABASE": database])
        let recent = try await movies.run(["recent"], environment: ["MOVIES_DATABASE": database])
        await TestPostgres.drop(database)
        #expect(search.status == 0)
        #expect(search.stdout.contains("Star Wars: Episode IV – A New Hope"))
        #expect(recent.stdout == "1. star wars\n")
    }
}
