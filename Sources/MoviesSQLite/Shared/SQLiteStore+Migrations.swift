import GRDB

extension SQLiteStore {
    /// The schema, one migration per change, each declared in the room of the feature it serves
    /// (`Diary/SQLiteStore+DiaryMigrations.swift`) and applied in the order of their numbers; a database file
    /// is brought up to date when it is opened. A migration is never edited once released: a change is a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        let migrations = [
            filmsMigrations,
            searchMigrations,
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
        ].joined().sorted { $0.number < $1.number }
        for migration in migrations { migrator.registerMigration(migration.name, migrate: migration.apply) }
        return migrator
    }
}
