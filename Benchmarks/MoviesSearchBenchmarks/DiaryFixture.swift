import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Synchronization

/// A member with 10,000 watches over twenty years (2006 to 2025) of 6,000 catalog films, a third of them
/// watched again, most rated: what the diary and statistics are measured on. SQLite by default; PostgreSQL
/// with `MOVIES_BENCH_STORE=postgres`, on the server `MOVIES_TEST_POSTGRES` names (as the tests use it).
final class DiaryFixture: Sendable {
    static let shared = Task { try await DiaryFixture() }
    static let watches = 10_000

    let store: any MoviesStore
    let member: User.ID
    /// A second member, whose diary grows as logging is measured, so the first one's stays as it is.
    let logger: User.ID
    let useCase: DiaryUseCase
    let catalog: FilmSource
    let films: [FilmReference]
    let storeName: String
    private let position = Mutex(0)

    private init() async throws {
        let catalog = try await SearchFixture.shared.value.repository
        let settle: @Sendable () async throws -> Void
        (store, storeName, settle) = try await BenchmarkStore.make(folder: "movies-bench")
        let movies = try await BenchmarkStore.popularMovies(6_000, of: catalog)
        films = movies.map { FilmReference(source: .catalog, movieID: $0.id) }
        member = try await Self.addMember("diarist", to: store)
        logger = try await Self.addMember("logger", to: store)
        var random = SplitMix64(seed: 2025)
        for owner in [member, logger] {
            try await Self.seed(owner, with: movies, in: store, random: &random)
        }
        try await settle()
        self.catalog = FilmSource(.catalog, movies: catalog)
        useCase = DiaryUseCase(diary: store, films: self.catalog, saved: store, reviews: store, users: store)
    }

    private static func addMember(_ name: String, to store: any MoviesStore) async throws -> User.ID {
        let user = User(
            id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Bench"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "unused")
        return user.id
    }

    /// Watches on random days, a film seen before marked a rewatch; a few of no known day.
    private static func seed(
        _ member: User.ID, with movies: [Movie], in store: any MoviesStore, random: inout SplitMix64
    ) async throws {
        let first = Date(timeIntervalSince1970: 1_136_073_600)  // 2006-01-01
        var seen = Set<Int>()
        for index in 0..<watches {
            // Two thirds of watches are of a film not seen before; the rest of one already seen.
            let film =
                index % 3 == 2 && !seen.isEmpty ? seen.randomElement(using: &random)! : index * 2 / 3 % movies.count
            let day =
                index % 100 == 0
                ? nil : CalendarDay(first.addingTimeInterval(Double(random.next() % 7_300) * 86_400), in: .gmt)
            // Tags as people use them: one on a watch in ten ("cinema"), a few on one in fifty.
            let tags = try Tag.list(
                (index % 10 == 0 ? ["cinema"] : []) + (index % 50 == 0 ? ["35mm", "with ana"] : [])
                    + (index % 7 == 0 ? ["home"] : []))
            let details = try WatchDetails(
                day: day, rating: index % 5 == 4 ? nil : Int(random.next() % 10) + 1, isRewatch: seen.contains(film),
                isLiked: index % 4 == 0, tags: tags)
            seen.insert(film)
            let watched = WatchedFilm(
                movies[film], reference: FilmReference(source: .catalog, movieID: movies[film].id))
            try await store.add(
                Watch(
                    id: .make(), member: member, film: watched, details: details,
                    logged: Date(timeIntervalSince1970: 1_136_073_600 + Double(index) * 60_000)))
        }
    }
}

extension DiaryFixture {
    /// A new watch of `film` by the logging member, as the use case would make it.
    func watch(of film: FilmReference) async throws -> Watch {
        let details = try WatchDetails(day: try CalendarDay("2025-06-01"), rating: 7, isRewatch: false, isLiked: false)
        return Watch(
            id: .make(), member: logger, film: WatchedFilm(try await catalog.movie(film), reference: film),
            details: details, logged: Date())
    }

    /// The next index into a list of `count`, round and round.
    func next(_ count: Int) -> Int {
        position.withLock { position in
            defer { position += 1 }
            return position % count
        }
    }
}
