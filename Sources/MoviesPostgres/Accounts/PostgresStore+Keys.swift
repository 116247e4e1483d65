import Foundation
import PostgresNIO

extension PostgresStore {
    public func signingKey(named name: String) async throws -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let fresh = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let logger = logger
        return try await access { connection in
            try await connection.query(
                "INSERT INTO signing_key (name, secret) VALUES (\(name), \(fresh)) ON CONFLICT (name) DO NOTHING",
                logger: logger)
            let rows = try await connection.query("SELECT secret FROM signing_key WHERE name = \(name)", logger: logger)
            for try await secret in rows.decode(Data.self) { return Array(secret) }
            return Array(fresh)
        }
    }
}
