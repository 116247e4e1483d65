"""Does the film a person means come first? Runs every query of an evaluation set (query, title, year: the
film meant) through Movies (the `movies` binary, `search --json`) and through the peers of peers.py on the
same titles, and prints one JSON object: for each engine, top-1 and top-3 shares and the misses.

  python3 scripts/benchmarks/relevance.py CATALOG.jsonl.gz Benchmarks/relevance.tsv path/to/movies [--limit N]"""

import argparse
import gzip
import json
import subprocess
import tempfile

from peers import fts5_engine, tantivy_engine, tantivy_fuzzy_engine, words


def load_set(path, films):
    """The evaluation set as (query, catalog id) pairs; a film missing from the catalog is an error."""
    ids = {(film["title"].lower(), film["released"][:4]): film["id"] for film in films}
    cases = []
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip() or line.startswith("#"):
                continue
            query, title, year = line.rstrip("\n").split("\t")
            key = (title.lower(), year)
            if key not in ids:
                raise SystemExit(f"{path}:{number}: no film {title!r} ({year}) in the catalog")
            cases.append((query, ids[key]))
    return cases


def movies_ranking(binary):
    database = tempfile.mkdtemp(prefix="movies-relevance-") + "/movies.sqlite"

    def rank(query):
        output = subprocess.run([binary, "search", query, "--json", "--database", database],
                                capture_output=True, text=True)
        if output.returncode != 0:
            return []
        # Every answer names a film by its source and number (`catalog:83495`); the set is of catalog films.
        ids = [str(result["id"]) for result in json.loads(output.stdout)["results"]]
        return [int(film.split(":", 1)[1]) for film in ids if film.startswith("catalog:")]

    return rank


def peer_ranking(engine, films):
    prepare = engine([film["title"] for film in films])

    def rank(query):
        terms = words(query)
        if not terms:
            return []
        return [films[row]["id"] for row in prepare.rows(prepare(terms)())]

    return rank


def score(cases, rank, titles):
    top1 = top3 = 0
    misses = []
    for query, meant in cases:
        ranking = rank(query)
        top1 += ranking[:1] == [meant]
        top3 += meant in ranking[:3]
        if ranking[:1] != [meant]:
            position = ranking.index(meant) + 1 if meant in ranking else None
            misses.append({"query": query, "meant": titles[meant], "position": position,
                           "first": titles.get(ranking[0]) if ranking else None})
    return {"queries": len(cases), "top1": top1 / len(cases), "top3": top3 / len(cases), "misses": misses}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("set")
    parser.add_argument("movies")
    parser.add_argument("--limit", type=int, help="only the first LIMIT queries of the set (a short run)")
    args = parser.parse_args()
    with gzip.open(args.catalog, "rt", encoding="utf-8") as lines:
        films = [json.loads(line) for line in lines]
    titles = {film["id"]: f"{film['title']} ({film['released'][:4]})" for film in films}
    cases = load_set(args.set, films)[: args.limit]
    engines = {
        "movies": movies_ranking(args.movies),
        "fts5": peer_ranking(fts5_engine, films),
        "tantivy": peer_ranking(tantivy_engine, films),
        "tantivy-fuzzy": peer_ranking(tantivy_fuzzy_engine, films),
    }
    print(json.dumps({name: score(cases, rank, titles) for name, rank in engines.items()}))


if __name__ == "__main__":
    main()
