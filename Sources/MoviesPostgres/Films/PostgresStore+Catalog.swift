public import Foundation
public import MoviesData
import PostgresNIO

extension PostgresStore {
    public func catalogStamp() async throws -> String? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT fingerprint, imported_at FROM catalog_state WHERE id = 1", logger: logger)
            for try await (fingerprint, importedAt) in rows.decode((String, Double).self) {
                return Self.stamp(fingerprint, importedAt)
            }
            return nil
        }
    }

    public func titleIndexArchive<Index: Sendable>(
        reading read: @escaping @Sendable (Data) -> Index?
    ) async throws -> (stamp: String, index: Index?)? {
        let logger = logger
        return try await access { connection -> (stamp: String, index: Index?)? in
            let rows = try await connection.query(
                "SELECT fingerprint, imported_at, title_index FROM catalog_state WHERE id = 1", logger: logger)
            for try await (fingerprint, importedAt, archive) in rows.decode((String, Double, Data).self) {
                return (Self.stamp(fingerprint, importedAt), read(archive))
            }
            return nil
        }
    }

    /// One statement, so the listings and the stamp come from one snapshot.
    public func listings(of ids: [Int]) async throws -> (stamp: String?, listings: [CatalogListing]) {
        let logger = logger
        return try await access { connection -> (stamp: String?, listings: [CatalogListing]) in
            let rows = try await connection.query(
                """
                SELECT s.fingerprint, s.imported_at, m.id, m.title, m.released, m.genres, m.directors, m.countries,
                    m.runtime, m.language, m.rating, m.reviews
                FROM catalog_state s
                LEFT JOIN (unnest(\(ids)::int8[]) WITH ORDINALITY AS wanted (id, position)
                    JOIN movie m ON m.id = wanted.id) ON true
                WHERE s.id = 1
                ORDER BY wanted.position
                """, logger: logger)
            var (stamp, listings): (String?, [CatalogListing]) = (nil, [])
            for try await row in rows {
                let (fingerprint, importedAt, id) = try row.decode((String, Double, Int?).self)
                stamp = Self.stamp(fingerprint, importedAt)
                guard let id else { continue }
                listings.append(try Self.listing(id: id, row))
            }
            return (stamp, listings)
        }
    }

    public func catalogRecord(of id: Int) async throws -> Data? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query("SELECT record FROM movie WHERE id = \(id)", logger: logger)
            for try await record in rows.decode(String.self) { return Data(record.utf8) }
            return nil
        }
    }

    public func imdbIDs() async throws -> [Int: String] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT id, imdb FROM (SELECT id, record::jsonb->>'imdb' AS imdb FROM movie) AS ids WHERE imdb IS NOT NULL",
                logger: logger)
            var ids: [Int: String] = [:]
            for try await (id, imdb) in rows.decode((Int, String).self) { ids[id] = imdb }
            return ids
        }
    }

    public func importedMovieCount(fingerprint: String) async throws -> Int? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT movie_count FROM catalog_state WHERE id = 1 AND fingerprint = \(fingerprint)", logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return nil
        }
    }

    static func stamp(_ fingerprint: String, _ importedAt: Double) -> String {
        "\(fingerprint) \(importedAt)"
    }

    private static func listing(id: Int, _ row: PostgresRow) throws -> CatalogListing {
        let (_, _, _, title, released, genres, directors, countries, runtime, language, rating, reviews) =
            try row.decode(
                (String, Double, Int, String, String?, String, String, String, Int?, String?, Double?, Int).self)
        return CatalogListing(
            id: id, title: title, released: released, genres: genres, directors: directors, countries: countries,
            runtime: runtime, language: language, rating: rating, reviews: reviews)
    }
}
