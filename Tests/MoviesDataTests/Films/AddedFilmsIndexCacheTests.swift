import Foundation
import MoviesDomain
import MoviesSQLite
import MoviesTestSupport
import Testing

@testable import MoviesData

/// The added films' indexes as they grow past what the index of the latest holds: every film is found,
/// whichever index it is in, and the latest at once.
@Suite struct AddedFilmsIndexCacheTests {
    @Test func everyFilmIsFoundAsTheLatestAreIndexedWithTheRest() async throws {
        let store = try SQLiteStore.open(
            at: try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite"))
        let catalog = try CatalogFixtures.resource(
            [CatalogFixtures.film(1, "Heat", released: "1995")], in: try CatalogFixtures.temporaryDirectory())
        try await CatalogImporter(store: store, resource: catalog).importIfNeeded()
        let films = InMemoryAddedFilms()
        let index = AddedFilmsIndexCache(store: films, recheckInterval: .seconds(3_600))
        let movies = CatalogMoviesRepository(store: store, added: index)
        let added = IndexingAddedFilmsRepository(base: films, index: index)
        let member = User.ID.make()
        func titles(_ text: String) async throws -> [String] {
            try await movies.searchMovies(try MovieQuery(text), page: .first).movies.map(\.title)
        }
        let total = AddedFilmsIndexCache.latestAtMost * 2 + 150
        for number in 1...total {
            let facts = try FilmFacts(title: "Lantern Number \(number)", year: 2020, thisYear: 2026)
            _ = try await added.add(facts, by: member, at: Date(timeIntervalSince1970: 0))
            if number % 97 == 0 || number == total {
                #expect(try await titles("lantern number \(number)").first == "Lantern Number \(number)")
            }
        }
        for number in [1, 2, AddedFilmsIndexCache.latestAtMost, AddedFilmsIndexCache.latestAtMost + 1, total] {
            #expect(try await titles("lantern number \(number)").first == "Lantern Number \(number)")
        }
        let all = try await movies.searchMovies(try MovieQuery("lantern number"), page: .first)
        #expect(all.totalResults == total)
        #expect(try await titles("heat") == ["Heat"])
    }

    @Test func anAddedFilmIsFoundByItsOriginalTitleToo() async throws {
        let store = try SQLiteStore.open(
            at: try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite"))
        let catalog = try CatalogFixtures.resource(
            [CatalogFixtures.film(1, "Parasite", released: "1982")], in: try CatalogFixtures.temporaryDirectory())
        try await CatalogImporter(store: store, resource: catalog).importIfNeeded()
        let films = InMemoryAddedFilms()
        let index = AddedFilmsIndexCache(store: films, recheckInterval: .seconds(3_600))
        let movies = CatalogMoviesRepository(store: store, added: index)
        let added = IndexingAddedFilmsRepository(base: films, index: index)
        _ = try await added.add(
            try FilmFacts(title: "Parasite", year: 2019, thisYear: 2026, originalTitle: "Gisaengchung"),
            by: User.ID.make(), at: Date(timeIntervalSince1970: 0))
        func found(_ text: String) async throws -> [String] {
            try await movies.searchMovies(try MovieQuery(text), page: .first).movies.map {
                "\($0.title) (\($0.releaseDate.year ?? 0))"
            }
        }
        #expect(try await found("gisaengchung") == ["Parasite (2019)"])
        #expect(try await found("parasite") == ["Parasite (1982)", "Parasite (2019)"], "its title still ranks it")
    }

    /// A store that counts how often the cache looks at it, slowly.
    actor SlowStore: AddedFilmsRepository {
        let base = InMemoryAddedFilms()
        private(set) var looks = 0

        func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
            try await base.add(facts, by: member, at: time)
        }
        func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? { try await base.addedFilm(id) }
        func addedCount(by member: User.ID, since time: Date) async throws -> Int {
            try await base.addedCount(by: member, since: time)
        }
        func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
            try await base.addedFilm(titled: title, year: year, or: identifiers)
        }
        func addedFilmCount() async throws -> Int { try await base.addedFilmCount() }
        func addedFilmsVersion() async throws -> Int {
            looks += 1
            try await Task.sleep(for: .milliseconds(200))
            return try await base.addedFilmsVersion()
        }
        func addedFilms(changedAfter version: Int) async throws -> [AddedFilm] {
            try await base.addedFilms(changedAfter: version)
        }
        func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool {
            try await base.removeAddedFilm(id, as: reference)
        }
        func mergeAddedFilm(
            _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
        ) async throws -> AddedFilmUse? {
            try await base.mergeAddedFilm(id, as: reference, into: kept, saved: movie)
        }
        func correctAddedFilm(
            _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
        ) async throws -> AddedFilm? {
            try await base.correctAddedFilm(id, to: facts, as: reference, unlessHeldBesides: member)
        }
        func addedFilmIDs() async throws -> [Movie.ID] { try await base.addedFilmIDs() }
        func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] { try await base.addedFilms(ids) }
    }

    @Test func searchesThatFindTheStoreDueLookAtItOnceTogether() async throws {
        let store = SlowStore()
        _ = try await store.add(
            try FilmFacts(title: "Lantern", year: 2020, thisYear: 2026), by: User.ID.make(),
            at: Date(timeIntervalSince1970: 0))
        let index = AddedFilmsIndexCache(store: store, recheckInterval: .seconds(3_600))
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await index.current().films.count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 1, count: 8), "each search sees the film")
        #expect(await store.looks == 1, "one look for all")
    }
}
