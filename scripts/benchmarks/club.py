"""The film club's feed at scale: a generated club in a fresh database, then the first page of a member's
feed asked of `movies serve` over loopback, as a member's home page asks it.

  scripts/benchmarks/club.py sqlite               # 10,000 members, 1,000,000 watches
  scripts/benchmarks/club.py postgres URL         # 100,000 members, 10,000,000 watches (a database to fill)

The reader follows 1,000 members (and a second reader 10); nine diaries in ten are public; a watch in ten
has a review (one in thirty of those written a day later); a list for every five members, three in four
public, ten films each, half added later. Prints p50 and p99 of 200 first pages for each reader."""

import json
import os
import pathlib
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
# MOVIES_BINARY: another build to ask (a debug one, to make the club and read its queries with psql).
MOVIES = pathlib.Path(os.environ.get("MOVIES_BINARY", ROOT / ".build/release/movies"))


def generator(members, watches, true, false, series):
    """The rows, as SQL: `series(name, last)` is a table of 0…last named `name` in the store's words."""
    return f"""
INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
    SELECT 'm'||n, 'member'||n, 'member'||n, 'Mem', 'Ber', 'x', 0 FROM {series('n', members - 1)};
INSERT INTO diary_setting (account_id, public) SELECT 'm'||n, n % 10 <> 0 FROM {series('n', members - 1)};
INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres, directors,
    cast_names, people, day, rating, rewatch, liked, logged)
    SELECT 'w'||n, 'm'||(n % {members}), 'catalog:'||(n % 17000 + 1), 'Film '||(n % 17000), 1970 + n % 50, NULL,
        100, 'Drama', 'Someone', '', '{{}}', NULL, 1 + n % 10, {false}, {false}, 1.6e9 + n * {63e6 / watches}
    FROM {series('n', watches - 1)};
INSERT INTO review (watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers, written)
    SELECT 'w'||n, 'm'||(n % {members}), 'catalog:'||(n % 17000 + 1), 'Film '||(n % 17000), 1970 + n % 50, NULL,
        'A review of some length, as members write them, saying what they thought.', {false},
        1.6e9 + n * {63e6 / watches} + (CASE WHEN n % 300 = 0 THEN 86400 ELSE 0 END)
    FROM {series('n', watches - 1)} WHERE n % 10 = 0;
INSERT INTO film_list (id, account_id, title, description, ranked, public, slug, created, updated, film_count)
    SELECT 'l'||n, 'm'||(n * 5 % {members}), 'List '||n, NULL, {false}, n % 4 <> 0, 'list-'||n,
        1.6e9 + n * {63e6 * 5 / members}, 1.6e9 + n * {63e6 * 5 / members}, 10
    FROM {series('n', members // 5 - 1)};
INSERT INTO film_list_entry (list_id, film, film_title, film_year, poster_path, position, note, added)
    SELECT 'l'||(n / 10), 'catalog:'||(n % 17000 + 1), 'Film', 1990, NULL, n % 10 + 1, NULL,
        1.6e9 + (n / 10) * {63e6 * 5 / members} + (CASE WHEN n % 10 >= 5 THEN (n % 10) * 86400 ELSE 0 END)
    FROM {series('n', members // 5 * 10 - 1)};
"""


def follows(reader, count, members, step):
    return "".join(
        f"INSERT INTO follow (follower_id, followed_id, since) VALUES ('{reader}', 'm{1 + i * step % (members - 1)}', 0);\n"
        for i in range(count))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def call(port, path, body=None, cookie=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body and json.dumps(body).encode())
    if body:
        request.add_header("Content-Type", "application/json")
    if cookie:
        request.add_header("Cookie", cookie)
    with urllib.request.urlopen(request, timeout=60) as answer:
        return answer.read(), answer.headers.get("Set-Cookie", "").split(";")[0]


def main():
    store = next((a for a in sys.argv[1:] if not a.startswith("--")), "sqlite")
    if "MOVIES_BINARY" not in os.environ:
        subprocess.run(["swift", "build", "-c", "release", "--product", "movies"], cwd=ROOT, check=True)
    if store == "sqlite":
        database = str(pathlib.Path(tempfile.mkdtemp()) / "club.sqlite")
        members, watches = 10_000, 1_000_000
    else:
        database = [a for a in sys.argv[1:] if not a.startswith("--")][1]
        members, watches = 100_000, 10_000_000
    # A short run: --members=N --watches=N --pages=N.
    sizes = dict(a[2:].split("=", 1) for a in sys.argv if a.startswith("--") and "=" in a)
    members, watches = int(sizes.get("members", members)), int(sizes.get("watches", watches))
    pages = int(sizes.get("pages", 200))
    port = free_port()
    server = subprocess.Popen(
        [MOVIES, "serve", "--port", str(port)], env={**os.environ, "MOVIES_DATABASE": database,
                                                     "MOVIES_PASSWORD_COST": "4"}, stdout=subprocess.DEVNULL)
    try:
        for _ in range(600):
            try:
                call(port, "/health")
                break
            except OSError:
                time.sleep(0.5)
        readers = {}
        for name in ["reader", "casual"]:
            _, cookie = call(port, "/api/users", {"name": name, "fullName": {"given": "Rea", "family": "Der"},
                                                 "password": "long enough"})
            me, _ = call(port, "/api/me", cookie=cookie)
            readers[name] = (json.loads(me)["id"], cookie)
        if store == "sqlite":
            rows = generator(members, watches, "1", "0",
                             lambda name, last: f"(WITH RECURSIVE s({name}) AS (SELECT 0 UNION ALL SELECT {name} + 1 FROM s WHERE {name} < {last}) SELECT {name} FROM s)")
            script = "BEGIN;\n" + rows + follows(readers["reader"][0], 1000, members, 7) \
                + follows(readers["casual"][0], 10, members, 97) + "COMMIT;\nANALYZE;\n"
            subprocess.run(["sqlite3", database], input=script.encode(), check=True)
        else:
            rows = generator(members, watches, "TRUE", "FALSE",
                             lambda name, last: f"generate_series(0, {last}) AS s({name})")
            script = rows + follows(readers["reader"][0], 1000, members, 97) \
                + follows(readers["casual"][0], 10, members, 9973) + "VACUUM ANALYZE;\n"
            subprocess.run(["psql", "-q", database], input=script.encode(), check=True)
        for name, (_, cookie) in readers.items():
            times = []
            for _ in range(pages):
                start = time.perf_counter()
                call(port, "/api/feed", cookie=cookie)
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            print(f"{store} {name}: p50 {statistics.median(times):.2f} ms, p99 {times[int(len(times) * 0.99) - 1]:.2f} ms")
    finally:
        server.terminate()
        server.wait()


main()
