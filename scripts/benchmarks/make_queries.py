"""Writes the benchmark's query mix: 240 queries drawn from real catalog titles, typed the way people
type: one to three words, the last often cut short (down to one or two letters), accents sometimes
left out. Seeded, so the file is the same every time: python3 scripts/benchmarks/make_queries.py"""

import gzip
import json
import pathlib
import random
import re
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "Sources/MoviesData/Films/Resources/catalog.jsonl.gz"
OUT = ROOT / "Benchmarks/queries.txt"


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def main():
    rng = random.Random(20261122)
    with gzip.open(CATALOG, "rt", encoding="utf-8") as lines:
        titles = [json.loads(line)["title"] for line in lines]
    accented = [t for t in titles if strip_accents(t) != t]
    queries = []
    while len(queries) < 240:
        title = rng.choice(accented if rng.random() < 0.15 else titles)
        words = [w for w in re.findall(r"[\w']+", title.lower()) if w]
        if not words:
            continue
        start = rng.randrange(len(words))
        taken = words[start : start + rng.choice([1, 1, 2, 2, 3])]
        last = taken[-1]
        cut = rng.random()
        if cut < 0.15:
            last = last[:1]
        elif cut < 0.35:
            last = last[:2]
        elif cut < 0.6 and len(last) > 3:
            last = last[: rng.randrange(3, len(last))]
        taken[-1] = last
        query = " ".join(taken)
        if rng.random() < 0.5:
            query = strip_accents(query)
        queries.append(query)
    OUT.write_text("\n".join(queries) + "\n", encoding="utf-8")
    print(f"wrote {len(queries)} queries to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
