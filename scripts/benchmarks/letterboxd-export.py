#!/usr/bin/env python3
"""Writes a Letterboxd export (the zip its Settings → Data gives) of a member with ROWS diary rows of
6,000 catalog films over twenty years, a third of them rewatches, most rated, with the ratings, watched,
watchlist, reviews and likes files overlapping as Letterboxd's do: what `movies import` is timed on.

    scripts/benchmarks/letterboxd-export.py OUT.zip [ROWS]"""

import csv
import datetime
import gzip
import io
import json
import random
import sys
import zipfile

out = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
random.seed(20261126)
catalog = [json.loads(line) for line in gzip.open("Sources/MoviesData/Films/Resources/catalog.jsonl.gz", "rt")]
catalog.sort(key=lambda film: -film.get("reviews", 0))
films = catalog[:6_000]
others = catalog[6_000:6_500]


def table(header, lines):
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(lines)
    return text.getvalue()


def stars(rating):
    return "" if rating is None else f"{rating / 2:g}"


diary, seen, reviews = [], {}, []
start = datetime.date(2005, 1, 1)
for number in range(rows):
    film = films[number % len(films)] if number < len(films) else random.choice(films)
    year = int(film["released"][:4])
    first = max(start, datetime.date(year, 1, 1))
    day = first + datetime.timedelta(days=random.randrange(max(1, (datetime.date(2025, 12, 31) - first).days)))
    rating = random.choice([None, 4, 5, 6, 7, 8, 8, 9, 10])
    key = (film["title"], year)
    rewatch = "Yes" if key in seen else ""
    seen[key] = rating
    uri = f"https://boxd.it/{number:x}"
    diary.append([day.isoformat(), film["title"], year, uri, stars(rating), rewatch, "", day.isoformat()])
    if number % 33 == 0 and rating:
        reviews.append([day.isoformat(), film["title"], year, uri, stars(rating), rewatch,
                        f"Seen again, and \"{film['title']}\" holds up, mostly.", "", day.isoformat()])
files = {
    "diary.csv": table(["Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Tags", "Watched Date"], diary),
    "reviews.csv": table(
        ["Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Review", "Tags", "Watched Date"], reviews),
    "ratings.csv": table(["Date", "Name", "Year", "Letterboxd URI", "Rating"],
                         [["2025-12-31", title, year, "", stars(rating)] for (title, year), rating in seen.items() if rating]),
    "watched.csv": table(["Date", "Name", "Year", "Letterboxd URI"],
                         [["2025-12-31", title, year, ""] for (title, year) in seen]),
    "watchlist.csv": table(["Date", "Name", "Year", "Letterboxd URI"],
                           [["2025-12-31", film["title"], film["released"][:4], ""] for film in others]),
    "likes/films.csv": table(["Date", "Name", "Year", "Letterboxd URI"],
                             [["2025-12-31", title, year, ""] for (title, year) in list(seen)[:400]]),
}
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
    for name, text in files.items():
        archive.writestr(f"letterboxd-bench-2026-11-26/{name}", text)
print(f"{out}: {rows} diary rows of {len(seen)} films, {sum(t.count(chr(10)) - 1 for t in files.values())} rows in all")
