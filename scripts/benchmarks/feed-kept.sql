-- The film club's feed kept per member, measured against reading it: run on the club `scripts/benchmarks/club.py
-- postgres URL` made, as `psql URL -v reader=READER_ID -f scripts/benchmarks/feed-kept.sql`. It keeps one
-- reader's feed (every watch of a public diary and every review of the members they follow), reads a
-- first page from it, and times what writing on write costs: a member with 1,000 followers importing
-- 1,000 watches (a million rows, rolled back). Leaves the database as it found it.
\timing on
CREATE TABLE feed_item (reader_id TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, key TEXT NOT NULL, actor TEXT NOT NULL, PRIMARY KEY (reader_id, at, key));
-- The reader's feed kept: every watch of a public diary and every review of the members they follow.
INSERT INTO feed_item SELECT f.follower_id, w.logged, 'w' || w.id, w.account_id FROM follow f JOIN diary_setting s ON s.account_id = f.followed_id AND s.public JOIN watch w ON w.account_id = f.followed_id WHERE f.follower_id = :'reader';
INSERT INTO feed_item SELECT f.follower_id, r.written, 'r' || r.watch_id, r.account_id FROM follow f JOIN review r ON r.account_id = f.followed_id WHERE f.follower_id = :'reader';
ANALYZE feed_item;
SELECT count(*) FROM feed_item;
-- A first page: one index range, then the 41 watches' details.
PREPARE page(text) AS SELECT i.at, i.key, w.film_title, w.rating FROM (SELECT * FROM feed_item WHERE reader_id = $1 ORDER BY at DESC, key DESC LIMIT 41) i LEFT JOIN watch w ON w.id = substr(i.key, 2) ORDER BY i.at DESC, i.key DESC;
EXPLAIN ANALYZE EXECUTE page(:'reader');
EXPLAIN ANALYZE EXECUTE page(:'reader');
EXPLAIN ANALYZE EXECUTE page(:'reader');
-- The cost on write: a member with 1,000 followers imports 1,000 watches, each written to every follower's feed.
CREATE TEMP TABLE followers AS SELECT 'm' || n AS id FROM generate_series(1, 1000) AS s(n);
BEGIN;
INSERT INTO feed_item SELECT f.id, 1.7e9 + g, 'wimport' || g, 'importer' FROM generate_series(1, 1000) AS g CROSS JOIN followers f;
ROLLBACK;
DROP TABLE feed_item;
