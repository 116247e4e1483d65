import GRDB
import MoviesDomain

extension SQLiteStore {
    /// Accounts's changes of the schema.
    static let accountsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v7-people") { db in
            try db.execute(sql: membersSchema)
        },
        SQLiteMigration("v8-attempts") { db in
            // Attempts counted against account limits (wrong passwords, sign-ups, writes), shared by every
            // process on the file.
            try db.execute(
                sql: """
                    CREATE TABLE attempt (key TEXT NOT NULL, at REAL NOT NULL);
                    CREATE INDEX attempt_by_key ON attempt (key, at);
                    CREATE INDEX attempt_by_age ON attempt (at);
                    """
            )
        },
        SQLiteMigration("v9-name-skeletons") { db in
            // Names are keyed by what they look like (UTS #39's skeleton, case folded), so a look-alike
            // of a taken name is taken: the keys of existing accounts are made again. Two existing names
            // that now share a key keep their old keys (the first to ask keeps the new one).
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM account ORDER BY joined") {
                guard let name = try? UserName(stored: row["name"]) else { continue }
                let id: String = row["id"]
                try db.execute(
                    sql: """
                        UPDATE account SET name_key = ? WHERE id = ?
                            AND NOT EXISTS (SELECT 1 FROM account WHERE name_key = ? AND id <> ?)
                        """, arguments: [name.key, id, name.key, id])
            }
        },
    ]
}
