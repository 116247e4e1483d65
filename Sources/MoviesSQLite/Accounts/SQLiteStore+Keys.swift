import Foundation
import GRDB

extension SQLiteStore {
    /// The 32-byte secret called `name`, made from the system's random source the first time it is asked
    /// for and kept in the database, so every server sharing the database signs alike.
    public func signingKey(named name: String) async throws -> [UInt8] {
        try await write { db in
            var generator = SystemRandomNumberGenerator()
            let fresh = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            try db.execute(
                sql: "INSERT INTO signing_key (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                arguments: [name, Data(fresh)])
            let stored = try Data.fetchOne(db, sql: "SELECT secret FROM signing_key WHERE name = ?", arguments: [name])
            return stored.map { Array($0) } ?? fresh
        }
    }
}
