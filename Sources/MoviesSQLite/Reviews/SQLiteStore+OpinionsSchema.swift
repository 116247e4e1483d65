extension SQLiteStore {
    /// What members think together, and what their profiles and browses show (migration 15): who likes
    /// which review (gone with the review or the member); members' ratings of a film counted as they change,
    /// by triggers (a deleted account's ratings are taken off too; never a row a rating read); each member's
    /// favourite films in order; a review's poster; and the diary's films of each year by year, for the
    /// most watched this year.
    static let opinionsSchema = """
        CREATE TABLE review_like (
            film TEXT NOT NULL,
            author_id TEXT NOT NULL,
            liker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            liked REAL NOT NULL,
            PRIMARY KEY (film, author_id, liker_id),
            FOREIGN KEY (author_id, film) REFERENCES review (account_id, film) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX review_like_by_liker ON review_like (liker_id, film);
        CREATE INDEX review_like_by_author ON review_like (author_id, film);
        CREATE TABLE film_rating_count (
            film TEXT NOT NULL,
            rating INTEGER NOT NULL,
            members INTEGER NOT NULL,
            PRIMARY KEY (film, rating)
        ) WITHOUT ROWID;
        INSERT INTO film_rating_count (film, rating, members)
            SELECT film, rating, count(*) FROM film_rating GROUP BY film, rating;
        CREATE TRIGGER film_rating_counted AFTER INSERT ON film_rating BEGIN
            INSERT INTO film_rating_count (film, rating, members) VALUES (NEW.film, NEW.rating, 1)
            ON CONFLICT (film, rating) DO UPDATE SET members = members + 1;
        END;
        CREATE TRIGGER film_rating_uncounted AFTER DELETE ON film_rating BEGIN
            UPDATE film_rating_count SET members = members - 1 WHERE film = OLD.film AND rating = OLD.rating;
        END;
        CREATE TRIGGER film_rating_recounted AFTER UPDATE OF rating ON film_rating
        WHEN OLD.rating <> NEW.rating BEGIN
            UPDATE film_rating_count SET members = members - 1 WHERE film = OLD.film AND rating = OLD.rating;
            INSERT INTO film_rating_count (film, rating, members) VALUES (NEW.film, NEW.rating, 1)
            ON CONFLICT (film, rating) DO UPDATE SET members = members + 1;
        END;
        CREATE TABLE favourite_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            PRIMARY KEY (account_id, position)
        ) WITHOUT ROWID;
        ALTER TABLE review ADD COLUMN poster_path TEXT;
        CREATE INDEX diary_film_period_by_year ON diary_film_period (period, film, watches);
        """
}
