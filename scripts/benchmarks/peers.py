"""The peers, on the same titles and the same query mix as Movies' own benchmark:
- naive SQLite FTS5: every word must match, the last as a prefix, ranked by bm25, LIMIT 20;
- tantivy: every word must match, the last as a prefix through a regex term, top 20.
Prints one JSON object of per-query latencies in milliseconds (each query of the mix, `rounds` times).

  python3 scripts/benchmarks/peers.py CATALOG.jsonl.gz Benchmarks/queries.txt [--rounds 5] [--engines tantivy_fuzzy]"""

import argparse
import gzip
import json
import re
import sqlite3
import tempfile
import time
import unicodedata

import tantivy

WORD = re.compile(r"[a-z0-9]+")


def fold(text):
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


def words(text):
    return WORD.findall(fold(text))


def timed(queries, rounds, prepare):
    """Milliseconds of each query, `rounds` times over: prepare(terms) gives the call that is timed."""
    timings = []
    for _ in range(rounds):
        for query in queries:
            terms = words(query)
            if not terms:
                continue
            search = prepare(terms)
            start = time.perf_counter_ns()
            search()
            timings.append((time.perf_counter_ns() - start) / 1e6)
    return timings


def fts5_engine(titles):
    """Naive FTS5 over `titles`: prepare(terms) gives the search to time; prepare.rows(its answer), the rows best first."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE film USING fts5(title, tokenize = 'unicode61 remove_diacritics 2')")
    db.executemany("INSERT INTO film (rowid, title) VALUES (?, ?)", enumerate(titles))
    db.commit()

    def prepare(terms):
        match = " ".join(f'"{t}"' for t in terms[:-1]) + f' "{terms[-1]}"*'
        return lambda: db.execute(
            "SELECT rowid FROM film WHERE film MATCH ? ORDER BY bm25(film) LIMIT 20", (match,)).fetchall()

    prepare.rows = lambda answer: [row for (row,) in answer]
    return prepare


def fuzzy_distance(term):
    """The typos forgiven in a word, as Movies forgives them: one from 5 letters, two from 9."""
    return 2 if len(term) >= 9 else 1 if len(term) >= 5 else 0


def tantivy_fuzzy_engine(titles):
    """tantivy with fuzzy term queries: each word within fuzzy_distance edits of a title word (a swap of
    neighbours one edit), the last as a fuzzy prefix, every word required."""
    return tantivy_engine(titles, fuzzy=True)


def tantivy_engine(titles, fuzzy=False):
    """tantivy over `titles`: prepare(terms) gives the search to time; prepare.rows(its answer), the rows best first."""
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("title", stored=False)
    builder.add_integer_field("row", stored=True)
    schema = builder.build()
    directory = tempfile.mkdtemp(prefix="movies-tantivy-")
    index = tantivy.Index(schema, path=directory)
    writer = index.writer(num_threads=1)  # one segment: ties keep the catalog's order, run after run
    for row, title in enumerate(titles):
        writer.add_document(tantivy.Document(title=" ".join(words(title)), row=row))
    writer.commit()
    index.reload()
    searcher = index.searcher()

    def prepare(terms):
        def search():
            if fuzzy:
                clauses = [(tantivy.Occur.Must, tantivy.Query.fuzzy_term_query(
                    schema, "title", t, distance=fuzzy_distance(t), prefix=(n == len(terms) - 1)))
                    for n, t in enumerate(terms)]
                return searcher.search(tantivy.Query.boolean_query(clauses), 20).hits
            clauses = [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "title", t)) for t in terms[:-1]]
            clauses.append((tantivy.Occur.Must, tantivy.Query.regex_query(schema, "title", re.escape(terms[-1]) + ".*")))
            return searcher.search(tantivy.Query.boolean_query(clauses), 20).hits
        return search

    # Stored rows are read outside the timed call, as the FTS5 rows come with its answer.
    prepare.rows = lambda hits: [searcher.doc(address)["row"][0] for _, address in hits]
    return prepare


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("queries")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--engines", default="fts5,tantivy", help="any of fts5, tantivy, tantivy_fuzzy")
    args = parser.parse_args()
    with gzip.open(args.catalog, "rt", encoding="utf-8") as lines:
        titles = [json.loads(line)["title"] for line in lines]
    with open(args.queries, encoding="utf-8") as lines:
        queries = [line.strip() for line in lines if line.strip()]
    engines = {"fts5": fts5_engine, "tantivy": tantivy_engine, "tantivy_fuzzy": tantivy_fuzzy_engine}
    result = {"titles": len(titles)}
    for name in args.engines.split(","):
        result[name] = timed(queries, args.rounds, engines[name](titles))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
