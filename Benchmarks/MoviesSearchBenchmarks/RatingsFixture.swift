import Foundation
import MoviesData
import MoviesDomain
import MoviesPostgres
import MoviesSQLite
import MoviesTestSupport

/// A film rated by 10,000 members (and each of them rating a few other films), what a film page's
/// histogram of members' ratings is measured on. SQLite by default; PostgreSQL with
/// `MOVIES_BENCH_STORE=postgres`, as the diary's.
final class RatingsFixture: Sendable {
    static let shared = Task { try await RatingsFixture() }
    static let members = 10_000

    let store: any MoviesStore
    let film = FilmReference(source: .catalog, movieID: Movie.ID("17738"))

    private init() async throws {
        if ProcessInfo.processInfo.environment["MOVIES_BENCH_STORE"] == "postgres" {
            let url = try await TestPostgres.makeDatabase()
            store = try await PostgresStore.open(try PostgresLocation(url: url), poolSize: 8, timeout: .seconds(60))
        } else {
            store = try SQLiteStore.open(
                at: try TestDirectory.make("movies-bench-ratings").appendingPathComponent("movies.sqlite"))
        }
        var random = SystemRandomNumberGenerator()
        for number in 0..<Self.members {
            let member = User(
                id: .make(), name: try UserName("rater\(number)"),
                fullName: try FullName(given: "Rater", family: "Bench"),
                joined: Date(timeIntervalSince1970: 0))
            try await store.add(member, passwordHash: "unused")
            let films =
                [film]
                + (1...3).map { _ in
                    FilmReference(
                        source: .catalog, movieID: Movie.ID(String(Int.random(in: 1...17_000, using: &random))))
                }
            try await store.addAll(
                try films.enumerated().map { index, reference in
                    Watch(
                        id: .make(), member: member.id,
                        film: WatchedFilm(
                            reference: reference, title: "Film", year: 1972, posterPath: nil, runtime: 100,
                            genres: ["Drama"], directors: ["Someone"], cast: []),
                        details: try WatchDetails(
                            day: nil, rating: Int.random(in: 1...10, using: &random), isRewatch: false, isLiked: false),
                        logged: Date(timeIntervalSince1970: Double(number * 4 + index)))
                })
        }
    }
}
