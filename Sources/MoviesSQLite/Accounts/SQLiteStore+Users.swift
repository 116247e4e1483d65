import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func add(_ user: User, passwordHash: String) async throws {
        try await write { db in
            try Self.refusingTakenNames(user.name) {
                try db.execute(
                    sql: """
                        INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        user.id.rawValue, user.name.text, user.name.key, user.fullName.given, user.fullName.family,
                        passwordHash, user.joined.timeIntervalSince1970,
                    ])
            }
        }
    }

    public func user(withID id: User.ID) async throws -> User? {
        try await account(where: "id = ?", id.rawValue)?.user
    }

    public func account(named name: UserName) async throws -> (user: User, passwordHash: String)? {
        try await account(where: "name_key = ?", name.key)
    }

    public func rename(_ id: User.ID, to name: UserName) async throws {
        try await update(id, "name = ?, name_key = ?", [name.text, name.key], name: name)
    }

    public func changeFullName(of id: User.ID, to fullName: FullName) async throws {
        try await update(id, "given_name = ?, family_name = ?", [fullName.given, fullName.family])
    }

    /// A new password ends the account's access tokens, in the same transaction.
    public func changePasswordHash(of id: User.ID, to passwordHash: String) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE account SET password_hash = ? WHERE id = ?", arguments: [passwordHash, id.rawValue])
            guard db.changesCount > 0 else { throw AccountError.notFound }
            try db.execute(sql: "DELETE FROM access_token WHERE account_id = ?", arguments: [id.rawValue])
        }
    }

    public func delete(_ id: User.ID) async throws {
        try await write { db in
            let films = try String.fetchAll(
                db, sql: "SELECT film FROM saved_film WHERE account_id = ?", arguments: [id.rawValue])
            try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [id.rawValue])
            guard db.changesCount > 0 else { throw AccountError.notFound }
            try Self.dropUnheldPosters(films, in: db)
        }
    }

    private func account(
        where condition: String, _ value: String
    ) async throws -> (
        user: User, passwordHash: String
    )? {
        try await read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT id, name, given_name, family_name, password_hash, joined FROM account
                    WHERE \(condition)
                    """,
                arguments: [value]
            ).flatMap { row in
                AccountRecord(
                    id: row[0], name: row[1], givenName: row[2], familyName: row[3], passwordHash: row[4],
                    joined: Date(timeIntervalSince1970: row[5])
                ).toDomain()
            }
        }
    }

    private func update(_ id: User.ID, _ assignments: String, _ values: [String], name: UserName? = nil) async throws {
        try await write { db in
            try Self.refusingTakenNames(name) {
                try db.execute(
                    sql: "UPDATE account SET \(assignments) WHERE id = ?",
                    arguments: StatementArguments(values + [id.rawValue]))
            }
            guard db.changesCount > 0 else { throw AccountError.notFound }
        }
    }

    /// The unique index on `name_key` refusing a name is ``AccountError/nameTaken``.
    private static func refusingTakenNames(_ name: UserName?, _ change: () throws -> Void) throws {
        do {
            try change()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw AccountError.nameTaken(name?.text ?? "")
        }
    }
}
