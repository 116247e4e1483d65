"""Writes a synthetic catalog of N films for the scale benchmarks, in the embedded catalog's format.
Titles are drawn from the real catalog's vocabulary: each title's length follows the real lengths,
and each word is drawn with its real frequency, so common words stay common and rare ones rare.

  python3 scripts/benchmarks/make_catalog.py 1000000 /tmp/catalog-1m.jsonl.gz"""

import collections
import itertools
import gzip
import json
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "Sources/MoviesData/Films/Resources/catalog.jsonl.gz"


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(count)
    with gzip.open(CATALOG, "rt", encoding="utf-8") as lines:
        films = [json.loads(line) for line in lines]
    tokenized = [re.findall(r"\S+", film["title"]) for film in films]
    lengths = [len(words) for words in tokenized if words]
    frequencies = collections.Counter(word for words in tokenized for word in words)
    vocabulary, weights = zip(*frequencies.items())
    cumulative = list(itertools.accumulate(weights))
    genres = [film.get("genres") or ["Drama"] for film in films]
    with gzip.open(out, "wt", encoding="utf-8", compresslevel=1) as output:
        for index in range(count):
            length = rng.choice(lengths)
            title = " ".join(rng.choices(vocabulary, cum_weights=cumulative, k=length))
            film = {
                "id": index + 1,
                "title": title,
                "released": f"{rng.randint(1920, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                "genres": rng.choice(genres),
                "reviews": int(rng.paretovariate(1.2) * 3),
                "rating": round(rng.uniform(1, 10), 1),
            }
            output.write(json.dumps(film, ensure_ascii=False) + "\n")
    print(f"wrote {count} films to {out}")


if __name__ == "__main__":
    main()
