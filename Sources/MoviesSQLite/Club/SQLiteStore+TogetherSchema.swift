extension SQLiteStore {
    /// The members each watch names (migration 27): gone with the watch and with the member's account. A
    /// member's offers are read by the second index, those unanswered first.
    static let togetherSchema = """
        CREATE TABLE watch_companion (
            watch_id TEXT NOT NULL REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            offered REAL NOT NULL,
            answered REAL,
            accepted_watch_id TEXT REFERENCES watch (id) ON DELETE SET NULL,
            PRIMARY KEY (watch_id, account_id)
        ) WITHOUT ROWID;
        CREATE INDEX watch_companion_offers ON watch_companion (account_id, answered, offered);
        """
}
