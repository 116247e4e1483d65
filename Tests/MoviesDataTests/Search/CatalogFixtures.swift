import Foundation
import MoviesTestSupport

@testable import MoviesData
@testable import MoviesSQLite

/// Catalog resources for tests: the bundled one, imported once, and small ones written on the spot.
enum CatalogFixtures {
    /// A fresh in-memory database holding the real embedded catalog. Imported once per test process.
    static let bundledCatalog = Task<SQLiteStore, any Error> {
        let database = try SQLiteStore.inMemory()
        try await CatalogImporter(store: database, resource: try CatalogResource.bundled).importIfNeeded()
        return database
    }

    /// A gzip-compressed resource holding one JSON line per film.
    static func resource(_ lines: [String], in directory: URL) throws -> CatalogResource {
        let url = directory.appendingPathComponent("catalog-\(UUID().uuidString).jsonl.gz")
        try gzip(Data((lines.joined(separator: "\n") + "\n").utf8), to: url)
        return CatalogResource(url: url)
    }

    static func film(_ id: Int, _ title: String, reviews: Int = 10, released: String = "2001") -> String {
        let object: [String: Any] = [
            "id": id, "title": title, "reviews": reviews, "released": released, "genres": ["Drama"],
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func temporaryDirectory() throws -> URL {
        try TestDirectory.make("movies-tests")
    }

    private static func gzip(_ data: Data, to url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try compressed.write(to: url)
    }
}
