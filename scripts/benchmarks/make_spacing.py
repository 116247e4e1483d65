"""Writes the spacing mix for the latency benchmark: queries of Benchmarks/queries.txt typed with their
words run together (a two- or three-word title as one word, or a figure stuck to the word before it) or a
long word split in two (at a point inside it), as people type in a hurry. The synthetic catalogs draw
their words from the real titles, so the mix fits every scale. Seeded:
python3 scripts/benchmarks/make_spacing.py"""

import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parents[2]
QUERIES = ROOT / "Benchmarks/queries.txt"
OUT = ROOT / "Benchmarks/queries-spacing.txt"


def respaced(words, rng):
    long = [n for n, word in enumerate(words) if len(word) >= 7 and word.isalpha()]
    if 2 <= len(words) <= 3 and (not long or rng.random() < 0.6):
        return ["".join(words)]
    if long:
        n = rng.choice(long)
        at = rng.randrange(3, len(words[n]) - 2)
        return words[:n] + [words[n][:at], words[n][at:]] + words[n + 1:]
    if len(words) >= 2:
        n = rng.randrange(len(words) - 1)
        return words[:n] + [words[n] + words[n + 1]] + words[n + 2:]
    return None


def main():
    rng = random.Random(20261126)
    mix = []
    for query in QUERIES.read_text(encoding="utf-8").split("\n"):
        words = query.split()
        if not words:
            continue
        typed = respaced(words, rng)
        if typed:
            mix.append(" ".join(typed))
    OUT.write_text("\n".join(mix) + "\n", encoding="utf-8")
    print(f"wrote {len(mix)} queries to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
