extension SQLiteStore {
    /// Members' ratings of a film count public diaries only (migration 31): a private diary's lone rating
    /// would otherwise be read back from the film's average, and each new one from its change. The counts
    /// are made again from the public diaries; a rating counts while its diary is public, and a diary made
    /// public, private or gone adds or takes away all its ratings at once (whichever of a deleted account's
    /// rows goes first, each rating is taken off once).
    static let publicRatingsSchema = """
        DROP TRIGGER film_rating_counted;
        DROP TRIGGER film_rating_uncounted;
        DROP TRIGGER film_rating_recounted;
        DELETE FROM film_rating_count;
        INSERT INTO film_rating_count (film, rating, members)
            SELECT r.film, r.rating, count(*) FROM film_rating r
            JOIN diary_setting s ON s.account_id = r.account_id AND s.public
            GROUP BY r.film, r.rating;
        CREATE TRIGGER film_rating_counted AFTER INSERT ON film_rating
        WHEN EXISTS (SELECT 1 FROM diary_setting WHERE account_id = NEW.account_id AND public) BEGIN
            INSERT INTO film_rating_count (film, rating, members) VALUES (NEW.film, NEW.rating, 1)
            ON CONFLICT (film, rating) DO UPDATE SET members = members + 1;
        END;
        CREATE TRIGGER film_rating_uncounted AFTER DELETE ON film_rating
        WHEN EXISTS (SELECT 1 FROM diary_setting WHERE account_id = OLD.account_id AND public) BEGIN
            UPDATE film_rating_count SET members = members - 1 WHERE film = OLD.film AND rating = OLD.rating;
        END;
        CREATE TRIGGER film_rating_recounted AFTER UPDATE OF rating ON film_rating
        WHEN OLD.rating <> NEW.rating
            AND EXISTS (SELECT 1 FROM diary_setting WHERE account_id = NEW.account_id AND public) BEGIN
            UPDATE film_rating_count SET members = members - 1 WHERE film = OLD.film AND rating = OLD.rating;
            INSERT INTO film_rating_count (film, rating, members) VALUES (NEW.film, NEW.rating, 1)
            ON CONFLICT (film, rating) DO UPDATE SET members = members + 1;
        END;
        CREATE TRIGGER diary_setting_counted AFTER INSERT ON diary_setting WHEN NEW.public BEGIN
            INSERT INTO film_rating_count (film, rating, members)
                SELECT film, rating, 1 FROM film_rating WHERE account_id = NEW.account_id
            ON CONFLICT (film, rating) DO UPDATE SET members = members + 1;
        END;
        CREATE TRIGGER diary_setting_recounted AFTER UPDATE OF public ON diary_setting
        WHEN OLD.public <> NEW.public BEGIN
            INSERT INTO film_rating_count (film, rating, members)
                SELECT film, rating, CASE WHEN NEW.public THEN 1 ELSE -1 END FROM film_rating
                WHERE account_id = NEW.account_id
            ON CONFLICT (film, rating) DO UPDATE SET members = members + excluded.members;
        END;
        CREATE TRIGGER diary_setting_uncounted AFTER DELETE ON diary_setting WHEN OLD.public BEGIN
            UPDATE film_rating_count SET members = members - 1
            WHERE (film, rating) IN (SELECT film, rating FROM film_rating WHERE account_id = OLD.account_id);
        END;
        """
}
