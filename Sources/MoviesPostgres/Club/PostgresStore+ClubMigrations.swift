import MoviesData
import PostgresNIO

extension PostgresStore {
    /// Club's changes of the schema.
    static let clubMigrations: [PostgresMigration] = [
        // Who follows whom, and who blocked whom.
        PostgresMigration(19, followsSchema),
        // Activity in the order feeds read it.
        PostgresMigration(20, feedSchema),
        // Comments under reviews and lists.
        PostgresMigration(21, commentsSchema),
        // The members each watch names, and the offers that makes.
        PostgresMigration(22, togetherSchema),
        // Whose things each comment is under, and when each member last looked at what is new.
        PostgresMigration(23, newsSchema),
        // Each answer to a watching-together offer, so a member named again is not offered it again.
        PostgresMigration(
            28,
            [
                PostgresQuery(unsafeSQL: TogetherRecord.answersSchema(.postgres)),
                """
                INSERT INTO offer_answer (watch_id, account_id, answered)
                SELECT watch_id, account_id, answered FROM watch_companion WHERE answered IS NOT NULL
                """,
            ]),
    ]
}
