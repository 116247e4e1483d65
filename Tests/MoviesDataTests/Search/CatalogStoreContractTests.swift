import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// What every store promises about the catalog: imports that happen once, replace the whole catalog, and
/// are seen by every server sharing the store.
@Suite struct CatalogStoreContractTests {
    func resource(_ films: [(Int, String)]) throws -> CatalogResource {
        try CatalogFixtures.resource(
            films.map { CatalogFixtures.film($0.0, $0.1) }, in: try CatalogFixtures.temporaryDirectory())
    }

    func titles(_ text: String, in store: any MoviesStore) async throws -> [String] {
        try await CatalogMoviesRepository(store: store).searchMovies(try MovieQuery(text), page: .first)
            .movies.map(\.title)
    }

    @Test(arguments: StoreKind.available) func theBundledCatalogImportsWhole(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let importer = CatalogImporter(store: store, resource: try CatalogResource.bundled)
            #expect(try await importer.importIfNeeded() == .imported(movieCount: 17_472))
            #expect(try await importer.importIfNeeded() == .upToDate(movieCount: 17_472))
            let repository = CatalogMoviesRepository(store: store)
            let page = try await repository.searchMovies(try MovieQuery("star wars"), page: .first)
            #expect(page.movies.first?.title == "Star Wars: Episode IV – A New Hope")
            let details = try await repository.movie(withID: Movie.ID("17738"))
            #expect(details.directors == ["George Lucas"])
            #expect(details.runtime == page.movies.first?.runtime)
        }
    }

    @Test(arguments: StoreKind.available) func aChangedResourceReplacesTheCatalog(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await CatalogImporter(store: store, resource: try resource([(1, "Heat"), (2, "Alien")]))
                .importIfNeeded()
            let second = CatalogImporter(store: store, resource: try resource([(3, "Heathers")]))
            #expect(try await second.importIfNeeded() == .imported(movieCount: 1))
            #expect(try await titles("hea", in: store) == ["Heathers"])
            await #expect(throws: MovieNotFound(id: Movie.ID("2"))) {
                try await CatalogMoviesRepository(store: store).movie(withID: Movie.ID("2"))
            }
        }
    }

    /// A listing is read with the stamp of its import, so a search never mixes two catalogs.
    @Test(arguments: StoreKind.available)
    func listingsComeInTheOrderAskedWithTheirImportsStamp(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            #expect(try await store.catalogStamp() == nil)
            #expect(try await store.listings(of: [1]).listings.isEmpty)
            try await CatalogImporter(store: store, resource: try resource([(1, "Heat"), (2, "Alien"), (3, "Up")]))
                .importIfNeeded()
            let (stamp, listings) = try await store.listings(of: [3, 99, 1])
            #expect(listings.map(\.title) == ["Up", "Heat"])
            let current = try await store.catalogStamp()
            #expect(stamp != nil && stamp == current)
            let archive = try await store.titleIndexArchive { $0.count }
            #expect(archive?.stamp == stamp && (archive?.index ?? 0) > 0)
        }
    }

    /// Another server's import: a film it removed is never listed, and the next search after the repository
    /// looks again (a server looks once a second; this one at every search) is on the new catalog.
    @Test(arguments: StoreKind.available)
    func anImportByAnotherServerIsSeenAtTheNextLook(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let (here, elsewhere) = (try await database.open(), try await database.open())
            try await CatalogImporter(store: here, resource: try resource([(1, "Heat"), (2, "Alien")]))
                .importIfNeeded()
            let repository = CatalogMoviesRepository(store: here, recheckInterval: .zero)
            #expect(try await repository.searchMovies(try MovieQuery("alien"), page: .first).movies.count == 1)
            try await CatalogImporter(store: elsewhere, resource: try resource([(3, "Aliens")])).importIfNeeded()
            let page = try await repository.searchMovies(try MovieQuery("alien"), page: .first)
            #expect(page.movies.map(\.title) == ["Aliens"])
        }
    }

    /// Servers starting together on an empty store: exactly one imports, the others find it done.
    @Test(arguments: StoreKind.available) func serversStartingTogetherImportOnce(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let films = try resource((1...50).map { ($0, "Film \($0)") })
            let outcomes = try await withThrowingTaskGroup(of: CatalogImporter.Outcome.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        try await CatalogImporter(store: try await database.open(), resource: films).importIfNeeded()
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 == .imported(movieCount: 50) }.count == 1)
            #expect(outcomes.filter { $0 == .upToDate(movieCount: 50) }.count == 2)
        }
    }

    @Test(arguments: StoreKind.available) func everyServerSignsWithTheSameKey(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let keys = try await withThrowingTaskGroup(of: [UInt8].self) { group in
                for _ in 0..<3 { group.addTask { try await database.open().signingKey(named: "visitor") } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(keys).count == 1)
            #expect(keys.first?.count == 32)
            let other = try await database.open().signingKey(named: "other")
            #expect(other != keys.first)
        }
    }
}
