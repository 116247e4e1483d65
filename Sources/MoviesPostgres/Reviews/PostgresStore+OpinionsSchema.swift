import PostgresNIO

extension PostgresStore {
    /// What members think together, and what their profiles and browses show (migration 10): who likes
    /// which review (gone with the review or the member); members' ratings of a film counted as they change,
    /// by triggers (a deleted account's ratings are taken off too; never a row a rating read); each member's
    /// favourite films in order; a review's poster; and the diary's films of each year by year, for the
    /// most watched this year.
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
        """
        CREATE TABLE film_rating_count (
            film TEXT NOT NULL,
            rating INTEGER NOT NULL,
            members INTEGER NOT NULL,
            PRIMARY KEY (film, rating)
        )
        """,
        """
        INSERT INTO film_rating_count (film, rating, members)
        SELECT film, rating, count(*) FROM film_rating GROUP BY film, rating
        """,
        """
        CREATE FUNCTION count_film_rating() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP IN ('DELETE', 'UPDATE') THEN
                UPDATE film_rating_count SET members = members - 1 WHERE film = OLD.film AND rating = OLD.rating;
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN
                INSERT INTO film_rating_count (film, rating, members) VALUES (NEW.film, NEW.rating, 1)
                ON CONFLICT (film, rating) DO UPDATE SET members = film_rating_count.members + 1;
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER film_rating_counted AFTER INSERT OR DELETE OR UPDATE OF rating ON film_rating
        FOR EACH ROW EXECUTE FUNCTION count_film_rating()
        """,
        """
        CREATE TABLE favourite_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            PRIMARY KEY (account_id, position)
        )
        """,
        "ALTER TABLE review ADD COLUMN poster_path TEXT",
        "CREATE INDEX diary_film_period_by_year ON diary_film_period (period, film, watches)",
    ]
}
