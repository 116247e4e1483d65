import PostgresNIO

extension PostgresStore {
    /// Advisory lock keys, so servers sharing the database take turns: one for migrating, one for
    /// importing the catalog.
    enum LockKey {
        static let migrations: Int64 = 0x4D4F_5649_4553_0001
        static let catalog: Int64 = 0x4D4F_5649_4553_0002
    }

    /// The schema, one migration per change, each declared in the room of the feature it serves
    /// (`Diary/PostgresStore+DiaryMigrations.swift`) and applied in the order of their versions. A migration is
    /// never edited once released: a change is a new one.
    static let migrations: [PostgresMigration] = [
        firstMigrations,
        filmsMigrations,
        accountsMigrations,
        tokensMigrations,
        diaryMigrations,
        listsMigrations,
        reviewsMigrations,
        transferMigrations,
        clubMigrations,
        notificationsMigrations,
        playsMigrations,
        tasteMigrations,
    ].joined().sorted { $0.version < $1.version }

    /// Applies the migrations not yet applied, in one transaction holding an advisory lock: servers that
    /// start together wait for each other, and the schema is migrated exactly once.
    func migrate() async throws {
        let logger = logger
        try await transaction(timeout: Self.longTimeout) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(LockKey.migrations))", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS schema_migration (
                    version INTEGER PRIMARY KEY,
                    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
                )
                """, logger: logger)
            var applied = Set<Int>()
            for try await version in try await connection.query(
                "SELECT version FROM schema_migration", logger: logger
            ).decode(Int.self) {
                applied.insert(version)
            }
            for migration in Self.migrations where !applied.contains(migration.version) {
                for statement in migration.statements { try await connection.query(statement, logger: logger) }
                try await migration.then?(connection, logger)
                try await connection.query(
                    "INSERT INTO schema_migration (version) VALUES (\(migration.version))", logger: logger)
                logger.notice("migrated the database to version \(migration.version)")
            }
        }
    }
}
