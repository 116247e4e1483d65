import Foundation
import MoviesData
import MoviesDomain
import MoviesPostgres
import MoviesSQLite
import MoviesTestSupport

/// Four friends with 5,000 rated watches each of the catalog's 6,000 best-known films: what For you and
/// tonight's pick are measured on. SQLite by default; PostgreSQL with `MOVIES_BENCH_STORE=postgres`.
final class TasteFixture: Sendable {
    static let shared = Task { try await TasteFixture() }
    static let watches = 5_000

    let store: any MoviesStore
    let members: [User.ID]
    let forYou: ForYouUseCase
    let pick: PickUseCase
    let storeName: String
    let catalog: CatalogMoviesRepository

    private init() async throws {
        let catalog = try await SearchFixture.shared.value.repository
        if ProcessInfo.processInfo.environment["MOVIES_BENCH_STORE"] == "postgres" {
            let url = try await TestPostgres.makeDatabase()
            store = try await PostgresStore.open(try PostgresLocation(url: url), poolSize: 8, timeout: .seconds(60))
            storeName = "PostgreSQL"
        } else {
            store = try SQLiteStore.open(
                at: try TestDirectory.make("movies-taste-bench").appendingPathComponent("movies.sqlite"))
            storeName = "SQLite"
        }
        var movies: [Movie] = []
        var page = PageNumber.first
        while movies.count < 6_000 {
            let found = try await catalog.discoverMovies(try DiscoverFilter(sort: .popularity), page: page)
            for summary in found.movies where movies.count < 6_000 {
                movies.append(try await catalog.movie(withID: summary.id))
            }
            guard let next = page.next else { break }
            page = next
        }
        var random = SplitMix64(seed: 55)
        var members: [User.ID] = []
        for name in ["ana", "bob", "cyd", "dee"] {
            let user = User(
                id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Bench"),
                joined: Date(timeIntervalSince1970: 0))
            try await store.add(user, passwordHash: "unused")
            members.append(user.id)
            // 5,000 of the 6,000 films, each rated 1 to 10.
            for film in movies.shuffled(using: &random).prefix(Self.watches) {
                let details = try WatchDetails(
                    day: nil, rating: Int(random.next() % 10) + 1, isRewatch: false, isLiked: false)
                try await store.add(
                    Watch(
                        id: .make(), member: user.id,
                        film: WatchedFilm(film, reference: FilmReference(source: .catalog, movieID: film.id)),
                        details: details, logged: Date(timeIntervalSince1970: 1_700_000_000)))
            }
        }
        for one in members {
            for other in members where other != one { _ = try await store.follow(other, by: one, at: Date()) }
        }
        self.members = members
        self.catalog = catalog
        forYou = ForYouUseCase(diary: store, dismissed: store, recommendations: catalog)
        pick = PickUseCase(
            diary: store, saved: store, dismissed: store, recommendations: catalog, follows: store, users: store)
    }

    /// The first member's ratings, each film's latest.
    func ratings() async throws -> [FilmReference: Int] {
        try await store.diaryFilms(of: members[0]).ratings
    }
}
