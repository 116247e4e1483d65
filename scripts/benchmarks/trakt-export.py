#!/usr/bin/env python3
"""Writes a Trakt export (the zip of JSON files its Settings → Data gives, named after the API's endpoints)
of a member with PLAYS plays of catalog films over twenty years, a third of them rewatches, watched by
scrobble, watch or check-in, beside plays of episodes, film ratings, a watchlist, a list and comments, as
the API documents each object: what `movies import` is timed on.

    scripts/benchmarks/trakt-export.py OUT.zip [PLAYS]"""

import datetime
import gzip
import json
import random
import sys
import zipfile

out = sys.argv[1]
plays = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
random.seed(20261129)
catalog = [json.loads(line) for line in gzip.open("Sources/MoviesData/Films/Resources/catalog.jsonl.gz", "rt")]
catalog = [film for film in catalog if film.get("imdb")]
catalog.sort(key=lambda film: -film.get("reviews", 0))
films = catalog[:6_000]
others = catalog[6_000:6_500]


def movie(film, number):
    year = int(film["released"][:4])
    return {
        "title": film["title"], "year": year,
        "ids": {"trakt": 100_000 + number, "slug": f"film-{number}", "imdb": film["imdb"], "tmdb": None},
    }


show = {"title": "Friends", "year": 1994, "ids": {"trakt": 1657, "slug": "friends", "imdb": "tt0108778", "tmdb": 1668}}
history, rated = [], {}
start = datetime.datetime(2005, 1, 1, 20, 0)
for number in range(plays):
    index = number % len(films) if number < len(films) else random.randrange(len(films))
    film = films[index]
    year = int(film["released"][:4])
    first = max(start, datetime.datetime(year, 1, 1, 20, 0))
    span = max(1, (datetime.datetime(2025, 12, 31) - first).days)
    when = first + datetime.timedelta(days=random.randrange(span), minutes=random.randrange(240))
    history.append({
        "id": 9_000_000 + number, "watched_at": when.isoformat() + ".000Z",
        "action": random.choice(["scrobble", "watch", "checkin"]), "type": "movie", "movie": movie(film, index),
    })
    if random.random() < 0.6:
        rated[index] = {"rated_at": when.isoformat() + ".000Z", "rating": random.randint(4, 10), "type": "movie",
                        "movie": movie(film, index)}
for number in range(plays // 5):
    history.append({
        "id": 8_000_000 + number, "watched_at": "2024-01-01T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": number % 24 + 1, "title": f"Episode {number}", "ids": {"trakt": number}},
        "show": show,
    })
history.sort(key=lambda play: play["watched_at"], reverse=True)
watchlist = [{"rank": rank + 1, "id": rank, "listed_at": "2025-01-01T00:00:00.000Z", "notes": None, "type": "movie",
              "movie": movie(film, 6_000 + rank)} for rank, film in enumerate(others)]
comments = [{"type": "movie", "movie": movie(films[index], index), "comment": {
    "id": index, "comment": f"Seen again, and better each time ({index}).", "spoiler": False, "parent_id": 0,
    "created_at": "2025-06-01T00:00:00.000Z", "user_rating": rating["rating"]}}
    for index, rating in list(rated.items())[:300]]
lists = [{"name": "Seventies", "description": "The decade.", "privacy": "public", "display_numbers": True,
          "ids": {"trakt": 4242, "slug": "seventies"}}]
seventies = [{"rank": rank + 1, "id": rank, "listed_at": "2025-01-01T00:00:00.000Z", "notes": None,
              "type": "movie", "movie": movie(film, rank)} for rank, film in enumerate(
                  [film for film in films if film["released"][:3] == "197"][:100])]
pages = [history[i:i + 5_000] for i in range(0, len(history), 5_000)]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("user-profile.json", json.dumps({"username": "ana", "ids": {"slug": "ana"}}))
    for number, page in enumerate(pages, 1):
        archive.writestr(f"watched-history-{number}.json", json.dumps(page))
    archive.writestr("ratings-movies.json", json.dumps(list(rated.values())))
    archive.writestr("lists-watchlist.json", json.dumps(watchlist))
    archive.writestr("lists-lists.json", json.dumps(lists))
    archive.writestr("lists-list-4242-seventies.json", json.dumps(seventies))
    archive.writestr("comments-movies.json", json.dumps(comments))
print(f"{out}: {plays} plays of films, {plays // 5} of episodes, {len(rated)} ratings, {len(watchlist)} to watch")
