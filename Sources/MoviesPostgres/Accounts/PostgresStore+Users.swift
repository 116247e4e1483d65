import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func add(_ user: User, passwordHash: String) async throws {
        let logger = logger
        try await access { connection in
            try await Self.refusingTakenNames(user.name) {
                try await connection.query(
                    """
                    INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
                    VALUES (\(user.id.rawValue), \(user.name.text), \(user.name.key), \(user.fullName.given),
                        \(user.fullName.family), \(passwordHash), \(user.joined.timeIntervalSince1970))
                    """, logger: logger)
            }
        }
    }

    public func user(withID id: User.ID) async throws -> User? {
        try await account("SELECT \(unescaped: Self.accountColumns) FROM account WHERE id = \(id.rawValue)")?.user
    }

    public func account(named name: UserName) async throws -> (user: User, passwordHash: String)? {
        try await account("SELECT \(unescaped: Self.accountColumns) FROM account WHERE name_key = \(name.key)")
    }

    public func rename(_ id: User.ID, to name: UserName) async throws {
        try await update(
            "UPDATE account SET name = \(name.text), name_key = \(name.key) WHERE id = \(id.rawValue) RETURNING 1",
            name: name)
    }

    public func changeFullName(of id: User.ID, to fullName: FullName) async throws {
        try await update(
            """
            UPDATE account SET given_name = \(fullName.given), family_name = \(fullName.family)
            WHERE id = \(id.rawValue) RETURNING 1
            """)
    }

    /// A new password ends the account's access tokens, in the same transaction.
    public func changePasswordHash(of id: User.ID, to passwordHash: String) async throws {
        let logger = logger
        try await transaction { connection in
            let changed = try await Self.count(
                "UPDATE account SET password_hash = \(passwordHash) WHERE id = \(id.rawValue) RETURNING 1",
                on: connection, logger: logger)
            guard changed > 0 else { throw AccountError.notFound }
            try await connection.query("DELETE FROM access_token WHERE account_id = \(id.rawValue)", logger: logger)
        }
    }

    public func delete(_ id: User.ID) async throws {
        let logger = logger
        try await transaction { connection in
            let films = try await Self.strings(
                "SELECT film FROM saved_film WHERE account_id = \(id.rawValue)", on: connection, logger: logger)
            // Its own statement, so its trigger takes the diary's ratings off the members' counts while they
            // are there: a cascade fires its triggers at the end of the delete, after both are gone.
            try await connection.query(
                "DELETE FROM diary_setting WHERE account_id = \(id.rawValue)", logger: logger)
            let deleted = try await Self.count(
                "DELETE FROM account WHERE id = \(id.rawValue) RETURNING 1", on: connection, logger: logger)
            guard deleted > 0 else { throw AccountError.notFound }
            try await Self.dropUnheldPosters(films, on: connection, logger: logger)
        }
    }

    private static let accountColumns = "id, name, given_name, family_name, password_hash, joined"

    private func account(_ query: PostgresQuery) async throws -> (user: User, passwordHash: String)? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(query, logger: logger)
            for try await (id, name, given, family, hash, joined) in rows.decode(
                (String, String, String, String, String, Double).self)
            {
                return AccountRecord(
                    id: id, name: name, givenName: given, familyName: family, passwordHash: hash,
                    joined: Date(timeIntervalSince1970: joined)
                ).toDomain()
            }
            return nil
        }
    }

    private func update(_ query: PostgresQuery, name: UserName? = nil) async throws {
        let logger = logger
        try await access { connection in
            try await Self.refusingTakenNames(name) {
                guard try await Self.count(query, on: connection, logger: logger) > 0 else {
                    throw AccountError.notFound
                }
            }
        }
    }

    /// The unique index on `name_key` refusing a name is ``AccountError/nameTaken``.
    private static func refusingTakenNames(_ name: UserName?, _ change: () async throws -> Void) async throws {
        do {
            try await change()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            throw AccountError.nameTaken(name?.text ?? "")
        }
    }
}
