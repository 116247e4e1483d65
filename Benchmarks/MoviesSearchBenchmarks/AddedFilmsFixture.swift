import Foundation
import MoviesData
import MoviesDomain
import MoviesSQLite
import Synchronization

/// 10,000 films added by members on top of the catalog, in the catalog's SQLite database: the titles of
/// the catalog's best-known films again, as new films of 2015 to 2026 (remakes, sequels: the hardest case
/// for a search, as each is found with the catalog's film of its title). Two servers over the database:
/// the first adds, the second looks at the store once a second, as a server does.
final class AddedFilmsFixture: Sendable {
    static let shared = Task { try await AddedFilmsFixture() }
    static let films = 10_000

    let search: SearchFixture
    let first: (movies: CatalogMoviesRepository, added: IndexingAddedFilmsRepository)
    let second: CatalogMoviesRepository
    let member: User.ID
    private let position = Mutex(0)

    private init() async throws {
        search = try await SearchFixture.shared.value
        let database = search.database
        let user = User(
            id: .make(), name: try UserName("adder"), fullName: try FullName(given: "Ada", family: "Bench"),
            joined: Date(timeIntervalSince1970: 0))
        try await database.add(user, passwordHash: "unused")
        member = user.id
        var titles: [String] = []
        var page = PageNumber.first
        while titles.count < Self.films {
            let found = try await search.repository.discoverMovies(try DiscoverFilter(sort: .popularity), page: page)
            titles += found.movies.map(\.title)
            guard let next = page.next, !found.movies.isEmpty else { break }
            page = next
        }
        var added = 0
        // Round the titles again, other years, until there are as many films as wanted.
        for round in 0..<3 {
            for (index, title) in titles.enumerated() where added < Self.films {
                let year = 2015 + (index + round * 5) % 12
                guard let facts = try? FilmFacts(title: title, year: year, thisYear: 2026, runtime: 100) else {
                    continue
                }
                if (try? await database.add(facts, by: member, at: Date())) != nil { added += 1 }
            }
        }
        let before = Self.residentBytes()
        let firstIndex = AddedFilmsIndexCache(store: database)
        first = (
            CatalogMoviesRepository(store: database, added: firstIndex),
            IndexingAddedFilmsRepository(base: database, index: firstIndex)
        )
        _ = try await first.movies.searchMovies(try MovieQuery("the"), page: .first)
        let after = Self.residentBytes()
        second = CatalogMoviesRepository(store: database, added: AddedFilmsIndexCache(store: database))
        _ = try await second.searchMovies(try MovieQuery("the"), page: .first)
        if let report = ProcessInfo.processInfo.environment["MOVIES_ADDED_REPORT"] {
            let line = "{\"films\": \(added), \"bytes_per_film\": \((after - before) / max(added, 1))}\n"
            try? line.write(toFile: report, atomically: true, encoding: .utf8)
        }
    }

    /// A film of a title no film has, each call another.
    func nextNewFilm() throws -> FilmFacts {
        let number = position.withLock { position in
            defer { position += 1 }
            return position
        }
        return try FilmFacts(title: "Quillon Ember \(number)", year: 2026, thisYear: 2026, runtime: 90)
    }

    /// The process's resident memory, from /proc/self/statm.
    private static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * 4_096
    }
}
