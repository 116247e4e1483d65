"""A short form of every benchmark, against the debug build, so a change that breaks one is caught when it
is made (`.ci/run` runs it): each script with a few queries, a small club, a few seconds, and nothing
written to BENCHMARKS.md. Use scripts/benchmarks/smoke, which installs what this needs first.

  scripts/benchmarks/smoke            # every benchmark, briefly; exits non-zero naming each that failed

The ordo-one/benchmark suite (Benchmarks/MoviesSearchBenchmarks) is built, not run: its runs need a release
build of their own, minutes long; built, a change that breaks one of its fixtures is caught."""

import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import run as bench  # noqa: E402

ROOT = bench.ROOT
BROWSER_PYTHON = ROOT / ".build-browser/venv/bin/python"


def debug_binary():
    bench.run(["swift", "build", "--product", "movies"], cwd=ROOT)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    return pathlib.Path(path) / "movies"


def script(*arguments, env=None):
    """One of scripts/benchmarks/ run as a process, its output printed; a failure raises."""
    return bench.run([bench.PYTHON, *arguments], env=env, cwd=ROOT, capture_output=True, text=True)


def checks(binary, folder):
    """Each benchmark's short form, by name: a function that raises when the benchmark is broken."""
    few_queries = folder / "queries.txt"
    few_queries.write_text("\n".join(bench.QUERIES.read_text(encoding="utf-8").splitlines()[:12]) + "\n")

    def relevance():
        output = script(ROOT / "scripts/benchmarks/relevance.py", bench.CATALOG, bench.RELEVANCE, binary,
                        "--limit", "12")
        measured = json.loads(output.stdout)
        assert measured["movies"]["top1"] >= 0.5, f"Movies found the film meant first for {measured['movies']['top1']:.0%}"

    def peers():
        output = script(ROOT / "scripts/benchmarks/peers.py", bench.CATALOG, few_queries, "--rounds", "1",
                        "--engines", "fts5,tantivy,tantivy_fuzzy")
        assert all(json.loads(output.stdout).values()), "a peer answered nothing"

    def query_sets():
        # Seeded: written again, they are what is committed.
        for name in ["make_queries.py", "make_slips.py", "make_spacing.py"]:
            script(ROOT / "scripts/benchmarks" / name)
        bench.run(["git", "diff", "--exit-code", "--stat", "Benchmarks/"], cwd=ROOT)
        script(ROOT / "scripts/benchmarks/make_catalog.py", "500", folder / "catalog-500.jsonl.gz")

    def start_up():
        measured = bench.startup(binary, runs=1, warm=3)
        assert measured["warm_ms"] > 0

    def web():
        bench.web(binary, 1)

    def browse_and_people():
        bench.discover(1, binary=binary, in_process=False)

    def letterboxd_import_and_export():
        measured = bench.transfer(runs=1, rows=300, binary=binary)
        assert measured["import_s"] > 0

    def trakt_import():
        export = folder / "trakt.zip"
        script(ROOT / "scripts/benchmarks/trakt-export.py", export, "200")
        env = {**os.environ, "MOVIES_DATABASE": str(folder / "trakt.sqlite")}
        output = subprocess.run([binary, "import", export], env=env, capture_output=True, text=True, check=True)
        assert "Added" in output.stdout, output.stdout

    def plays():
        script(ROOT / "scripts/benchmarks/plays.py", binary, "12")

    def club():
        script(ROOT / "scripts/benchmarks/club.py", "sqlite", "--members=2000", "--watches=20000", "--pages=5",
               env={"MOVIES_BINARY": str(binary)})

    def load():
        bench.load_test(3, configuration="debug")

    def postgres():
        bench.postgres_comparison(2, binary=binary)

    def terminal():
        bench.run([ROOT / "scripts/benchmarks/browse"], env={"MOVIES_BINARY": str(binary), "BROWSE_WORDS": "1"},
                  cwd=ROOT, capture_output=True, text=True)

    def phone():
        if not BROWSER_PYTHON.exists():
            raise RuntimeError("no Selenium: run scripts/browser-tests once first")
        bench.run([BROWSER_PYTHON, ROOT / "scripts/benchmarks/phone.py", "--binary", binary, "--pages", "1"],
                  cwd=ROOT, capture_output=True, text=True)

    def swift_benchmarks():
        # The suite's own package graph: with MOVIES_BENCHMARKS set the manifest adds ordo-one/benchmark.
        bench.run(["swift", "build", "--target", "MoviesSearchBenchmarks"], env={"MOVIES_BENCHMARKS": "1"},
                  cwd=ROOT)

    return [relevance, peers, query_sets, start_up, web, browse_and_people, letterboxd_import_and_export,
            trakt_import, plays, club, load, postgres, terminal, phone, swift_benchmarks]


def main():
    bench.WORK.mkdir(exist_ok=True)
    binary = debug_binary()
    failed = []
    with tempfile.TemporaryDirectory(dir=bench.WORK) as folder:
        for check in checks(binary, pathlib.Path(folder)):
            start = time.perf_counter()
            try:
                check()
                print(f"ok     {check.__name__} ({time.perf_counter() - start:.0f} s)", flush=True)
            except Exception as error:  # noqa: BLE001: each benchmark is reported, and the rest still run
                if isinstance(error, subprocess.CalledProcessError):
                    print(error.stdout or "", error.stderr or "", sep="\n")
                traceback.print_exc()
                print(f"FAILED {check.__name__} ({time.perf_counter() - start:.0f} s)", flush=True)
                failed.append(check.__name__)
    if failed:
        raise SystemExit(f"broken benchmarks: {', '.join(failed)}")
    print("every benchmark ran")


if __name__ == "__main__":
    main()
