import Foundation
import GRDB
import MoviesDomain
import MoviesSearch
import Synchronization
import Testing

@testable import MoviesData
@testable import MoviesSQLite

@Suite struct CatalogImporterTests {
    @Test func importsEveryFilmOfTheBundledCatalog() async throws {
        let database = try await CatalogFixtures.bundledCatalog.value
        let counts = try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM movie"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM movie WHERE search_title != ''"),
                try String.fetchAll(db, sql: "SELECT title FROM movie")
            )
        }
        #expect(counts.0 == 17_472)
        // Every film's title has a word, and is findable: the one called "$" too.
        #expect(counts.1 == counts.2.filter { !SearchText.words($0).isEmpty }.count)
        #expect(counts.1 == 17_472)
    }

    @Test func secondImportOfTheSameResourceDoesNothing() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let resource = try CatalogFixtures.resource([CatalogFixtures.film(1, "Heat")], in: directory)
        let importer = CatalogImporter(store: try SQLiteStore.inMemory(), resource: resource)
        #expect(try await importer.importIfNeeded() == .imported(movieCount: 1))
        #expect(try await importer.importIfNeeded() == .upToDate(movieCount: 1))
    }

    @Test func changedResourceReplacesTheCatalog() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let database = try SQLiteStore.inMemory()
        let first = try CatalogFixtures.resource(
            [CatalogFixtures.film(1, "Heat"), CatalogFixtures.film(2, "Alien")], in: directory)
        let second = try CatalogFixtures.resource([CatalogFixtures.film(3, "Heathers")], in: directory)
        try await CatalogImporter(store: database, resource: first).importIfNeeded()
        #expect(
            try await CatalogImporter(store: database, resource: second).importIfNeeded() == .imported(movieCount: 1)
        )

        let repository = CatalogMoviesRepository(store: database)
        let page = try await repository.searchMovies(try MovieQuery("hea"), page: .first)
        #expect(page.movies.map(\.title) == ["Heathers"])
        await #expect(throws: MovieNotFound(id: Movie.ID("2"))) { try await repository.movie(withID: Movie.ID("2")) }
    }

    /// Another process's import (a second connection to the same file): a film it removed is never
    /// listed, even though this process searched a moment before, and the next search is on the new catalog.
    @Test func anImportByAnotherProcessIsSearchedWithoutHalfOfTheOldCatalog() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("movies.sqlite")
        let (here, elsewhere) = (try SQLiteStore.open(at: url), try SQLiteStore.open(at: url))
        let first = try CatalogFixtures.resource(
            [CatalogFixtures.film(1, "Heat"), CatalogFixtures.film(2, "Alien")], in: directory)
        try await CatalogImporter(store: here, resource: first).importIfNeeded()
        let repository = CatalogMoviesRepository(store: here)
        #expect(try await repository.searchMovies(try MovieQuery("heat"), page: .first).movies.map(\.title) == ["Heat"])

        let second = try CatalogFixtures.resource([CatalogFixtures.film(3, "Heathers")], in: directory)
        try await CatalogImporter(store: elsewhere, resource: second).importIfNeeded()
        let alien = try await repository.searchMovies(try MovieQuery("alien"), page: .first)
        #expect(alien.movies.isEmpty && alien.totalResults == 0)
        #expect(
            try await repository.searchMovies(try MovieQuery("hea"), page: .first).movies.map(\.title) == ["Heathers"])
    }

    @Test func failedImportLeavesThePreviousCatalogWhole() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let database = try SQLiteStore.inMemory()
        let good = try CatalogFixtures.resource([CatalogFixtures.film(1, "Heat")], in: directory)
        try await CatalogImporter(store: database, resource: good).importIfNeeded()

        // The disk "fills up" at the third film, after two went in.
        try await database.write { db in
            try db.execute(
                sql:
                    "CREATE TEMP TRIGGER full BEFORE INSERT ON movie WHEN NEW.id = 4 BEGIN SELECT RAISE(ABORT, 'disk full'); END"
            )
        }
        let next = try CatalogFixtures.resource((2...5).map { CatalogFixtures.film($0, "Alien \($0)") }, in: directory)
        await #expect(throws: StorageError.self) {
            try await CatalogImporter(store: database, resource: next).importIfNeeded()
        }
        let titles = try await database.read { db in try String.fetchAll(db, sql: "SELECT title FROM movie") }
        #expect(titles == ["Heat"])
        #expect(
            try await CatalogImporter(store: database, resource: good).importIfNeeded() == .upToDate(movieCount: 1))
    }

    @Test func malformedResourceIsAClearError() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let resource = try CatalogFixtures.resource([CatalogFixtures.film(1, "Heat"), "{not json"], in: directory)
        await #expect(throws: CatalogError.malformed("line 2 is not a catalog film")) {
            try await CatalogImporter(store: try SQLiteStore.inMemory(), resource: resource).importIfNeeded()
        }
        let repeated = try CatalogFixtures.resource(
            [CatalogFixtures.film(1, "Heat"), CatalogFixtures.film(1, "Up")], in: directory)
        await #expect(throws: CatalogError.malformed("line 2 repeats the film id 1")) {
            try await CatalogImporter(store: try SQLiteStore.inMemory(), resource: repeated).importIfNeeded()
        }
        let garbage = directory.appendingPathComponent("garbage.gz")
        try Data("plain text".utf8).write(to: garbage)
        await #expect(throws: CatalogError.self) {
            try await CatalogImporter(store: try SQLiteStore.inMemory(), resource: CatalogResource(url: garbage))
                .importIfNeeded()
        }
    }

    @Test func importReportsProgressUpToTheTotal() async throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        let resource = try CatalogFixtures.resource(
            (1...250).map { CatalogFixtures.film($0, "Film \($0)") }, in: directory)
        let reports = ProgressLog()
        try await CatalogImporter(store: try SQLiteStore.inMemory(), resource: resource)
            .importIfNeeded { reports.append($0) }
        let all = reports.all
        #expect(all.last == CatalogImportProgress(imported: 250, total: 250))
        #expect(all.map(\.imported) == all.map(\.imported).sorted())
    }
}

private final class ProgressLog: Sendable {
    private let reports = Mutex<[CatalogImportProgress]>([])

    func append(_ report: CatalogImportProgress) { reports.withLock { $0.append(report) } }
    var all: [CatalogImportProgress] { reports.withLock { $0 } }
}
