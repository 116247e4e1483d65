import PostgresNIO

extension PostgresStore {
    /// What members think together (migration 10): who likes which review (gone with the review or the
    /// member), and members' ratings of a film counted from one index, never a row a rating.
    static let opinionsSchema: [PostgresQuery] = [
        """
        CREATE TABLE review_like (
            film TEXT NOT NULL,
            author_id TEXT NOT NULL,
            liker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            liked DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (film, author_id, liker_id),
            FOREIGN KEY (author_id, film) REFERENCES review (account_id, film) ON DELETE CASCADE
        )
        """,
        "CREATE INDEX review_like_by_liker ON review_like (liker_id, film)",
        "CREATE INDEX review_like_by_author ON review_like (author_id, film)",
        "CREATE INDEX film_rating_of_film ON film_rating (film, rating)",
    ]
}
