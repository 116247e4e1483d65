import Foundation
import MoviesData
import MoviesDomain
import MoviesPostgres
import MoviesPresentation
import MoviesSQLite
import MoviesTestSupport

/// A member's public list of 5,000 catalog films (the most a list holds), what a list's first page is
/// measured on. SQLite by default; PostgreSQL with `MOVIES_BENCH_STORE=postgres`, as the diary's.
final class ListFixture: Sendable {
    static let shared = Task { try await ListFixture() }
    static let films = 5_000

    let store: any MoviesStore
    let lists: ListsUseCase
    let list: FilmList
    let owner: User.ID

    private init() async throws {
        let catalog = try await SearchFixture.shared.value.repository
        if ProcessInfo.processInfo.environment["MOVIES_BENCH_STORE"] == "postgres" {
            let url = try await TestPostgres.makeDatabase()
            store = try await PostgresStore.open(try PostgresLocation(url: url), poolSize: 8, timeout: .seconds(60))
        } else {
            store = try SQLiteStore.open(
                at: try TestDirectory.make("movies-bench-list").appendingPathComponent("movies.sqlite"))
        }
        let user = User(
            id: .make(), name: try UserName("lister"), fullName: try FullName(given: "List", family: "Bench"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "unused")
        owner = user.id
        lists = ListsUseCase(lists: store, films: FilmSource(.catalog, movies: catalog), users: store)
        var list = try await lists.create(
            try ListDetails(title: "Every film", isRanked: true, isPublic: true), by: owner)
        var added = 0
        var page = PageNumber.first
        while added < Self.films {
            let found = try await catalog.discoverMovies(try DiscoverFilter(sort: .popularity), page: page)
            for movie in found.movies where added < Self.films {
                let film = FilmReference(source: .catalog, movieID: movie.id)
                _ = try await store.add(
                    ListedFilm(movie, reference: film), note: nil, to: list.id, of: owner, at: Date())
                added += 1
            }
            guard let next = page.next else { break }
            page = next
        }
        list.filmCount = added
        self.list = list
    }
}
