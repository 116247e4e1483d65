"""Writes the slip mix for the latency benchmark: each query of Benchmarks/queries.txt that has a word of
five letters or more, with one slip of the keyboard in its longest such word (a letter left out, doubled,
replaced by a neighbour on the keyboard, or two neighbours swapped), as Movies and tantivy-fuzzy forgive.
The synthetic catalogs draw their words from the real titles, so the mix fits every scale. Seeded:
python3 scripts/benchmarks/make_slips.py"""

import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parents[2]
QUERIES = ROOT / "Benchmarks/queries.txt"
OUT = ROOT / "Benchmarks/queries-slips.txt"
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]


def neighbour(letter, rng):
    for row in ROWS:
        at = row.find(letter)
        if at >= 0:
            return rng.choice([row[i] for i in (at - 1, at + 1) if 0 <= i < len(row)])
    return letter


def slip(word, rng):
    at = rng.randrange(1, len(word) - 1)  # people seldom slip on the first letter
    kind = rng.choice(["leave out", "double", "neighbour", "swap"])
    if kind == "leave out":
        return word[:at] + word[at + 1:]
    if kind == "double":
        return word[:at] + word[at] + word[at:]
    if kind == "neighbour":
        return word[:at] + neighbour(word[at], rng) + word[at + 1:]
    return word[:at] + word[at + 1] + word[at] + word[at + 2:]


def main():
    rng = random.Random(20261123)
    slips = []
    for query in QUERIES.read_text(encoding="utf-8").split("\n"):
        words = query.split()
        long = [n for n, word in enumerate(words) if len(word) >= 5 and word.isalpha()]
        if not long:
            continue
        n = max(long, key=lambda n: len(words[n]))
        words[n] = slip(words[n], rng)
        slips.append(" ".join(words))
    OUT.write_text("\n".join(slips) + "\n", encoding="utf-8")
    print(f"wrote {len(slips)} queries to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
