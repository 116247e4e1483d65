import Foundation
public import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func recentQueryTexts(of owner: String, limit: Int) async throws -> [String] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT text FROM recent_query WHERE owner = \(owner) ORDER BY id DESC LIMIT \(limit)", logger: logger)
            var texts: [String] = []
            for try await text in rows.decode(String.self) { texts.append(text) }
            return texts
        }
    }

    /// One transaction for the whole batch; the function `save_recent_query` locks the table's row count
    /// first, so batches from several servers apply one after another, each seeing the others' rows.
    public func commit(_ saves: [RecentQuerySave]) async throws -> [Bool] {
        let logger = logger
        return try await transaction { connection in
            var kept: [Bool] = []
            for save in saves {
                let rows = try await connection.query(
                    """
                    SELECT save_recent_query(\(save.owner), \(save.query.normalizedText), \(save.query.text),
                        \(save.searchedAt.timeIntervalSince1970), \(save.expiry.timeIntervalSince1970),
                        \(save.capacity), \(save.totalCapacity))
                    """, logger: logger)
                for try await saved in rows.decode(Bool.self) { kept.append(saved) }
            }
            return kept
        }
    }
}
