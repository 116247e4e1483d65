import PostgresNIO

extension PostgresStore {
    /// Members' ratings of a film count public diaries only (migration 26): a private diary's lone rating
    /// would otherwise be read back from the film's average, and each new one from its change. The counts
    /// are made again from the public diaries; a rating counts while its diary is public (its setting read
    /// with a share lock, so a change of setting at the same moment waits for it), and a diary made public,
    /// private or gone adds or takes away all its ratings at once.
    static let publicRatingsSchema: [PostgresQuery] = [
        "DELETE FROM film_rating_count",
        """
        INSERT INTO film_rating_count (film, rating, members)
        SELECT r.film, r.rating, count(*) FROM film_rating r
        JOIN diary_setting s ON s.account_id = r.account_id AND s.public
        GROUP BY r.film, r.rating
        """,
        """
        CREATE OR REPLACE FUNCTION count_film_rating() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            counted BOOLEAN;
        BEGIN
            SELECT public INTO counted FROM diary_setting
            WHERE account_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.account_id ELSE NEW.account_id END FOR SHARE;
            IF counted IS NOT TRUE THEN
                RETURN NULL;
            END IF;
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
        CREATE FUNCTION count_diary_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            delta INTEGER := 0;
            owner TEXT;
        BEGIN
            IF TG_OP = 'INSERT' THEN
                owner := NEW.account_id;
                IF NEW.public THEN delta := 1; END IF;
            ELSIF TG_OP = 'DELETE' THEN
                owner := OLD.account_id;
                IF OLD.public THEN delta := -1; END IF;
            ELSIF OLD.public <> NEW.public THEN
                owner := NEW.account_id;
                delta := CASE WHEN NEW.public THEN 1 ELSE -1 END;
            END IF;
            IF delta <> 0 THEN
                INSERT INTO film_rating_count (film, rating, members)
                SELECT film, rating, delta FROM film_rating WHERE account_id = owner
                ON CONFLICT (film, rating) DO UPDATE SET members = film_rating_count.members + excluded.members;
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER diary_setting_counted AFTER INSERT OR DELETE OR UPDATE OF public ON diary_setting
        FOR EACH ROW EXECUTE FUNCTION count_diary_ratings()
        """,
    ]
}
