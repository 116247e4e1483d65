"""Treats `movies serve` as an attacker would, and checks that everyone else is still served. Run through
scripts/abuse-test, which builds the server and raises the open-file limit first.

  python3 scripts/abuse/abuse.py BINARY [--json OUT]

Every attack comes from its own loopback address (127.0.0.2, .3, .4, .5); /health is asked from 127.0.0.1 with a
new connection each time, as an uptime checker would; during the sign-in flood a member signs in once a second
from addresses of its own (127.0.1.N). Exits non-zero when a goal is missed."""

import argparse
import json
import multiprocessing
import random
import pathlib
import re
import secrets
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

HEALTH_BOUND_MS = 100
SIGN_IN_BOUND_MS = 1000
SLIP_BOUND = 5  # the worst query of slips, against a typical query
IMPORT_RSS_BOUND_MB = 256  # the server while four members import the largest files the limits allow
ROWS = 200_000  # ImportLimits.maximumRows
UNPACKED_BYTES = 48 << 20  # ImportLimits.maximumUnpackedBytes
UPLOAD_BYTES = 32 << 20  # ImportLimits.maximumBytes


def run_all(workers):
    """Starts every thread (or process) and waits for them all."""
    for w in workers:
        w.start()
    for w in workers:
        w.join()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def connect(port, source):
    s = socket.socket()
    s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    return s


def get(port, path, source="127.0.0.1", cookie=None, timeout=2.0):
    """One request on a new connection: (status, headers text, body, milliseconds); status 0 on failure."""
    start = time.perf_counter()
    try:
        with connect(port, source) as s:
            s.settimeout(timeout)
            extra = f"Cookie: {cookie}\r\n" if cookie else ""
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: movies\r\nConnection: close\r\n{extra}\r\n".encode())
            data = b""
            while chunk := s.recv(65536):
                data += chunk
    except OSError:
        return 0, "", "", (time.perf_counter() - start) * 1000
    head, _, body = data.decode(errors="replace").partition("\r\n\r\n")
    status = int(head.split(" ", 2)[1]) if head.startswith("HTTP/") else 0
    return status, head, body, (time.perf_counter() - start) * 1000


def post(port, path, document, source="127.0.0.1", timeout=10.0):
    """One JSON POST on a new connection: (status, answer body, milliseconds); status 0 on failure."""
    body = json.dumps(document).encode()
    start = time.perf_counter()
    try:
        with connect(port, source) as s:
            s.settimeout(timeout)
            s.sendall(f"POST {path} HTTP/1.1\r\nHost: movies\r\nConnection: close\r\nContent-Type: application/json\r\n"
                      f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
            data = b""
            while chunk := s.recv(65536):
                data += chunk
    except OSError:
        return 0, "", (time.perf_counter() - start) * 1000
    head, _, answer = data.decode(errors="replace").partition("\r\n\r\n")
    status = int(head.split(" ", 2)[1]) if head.startswith("HTTP/") else 0
    return status, answer, (time.perf_counter() - start) * 1000


def post_json(port, path, document, source="127.0.0.1", timeout=10.0):
    """One JSON POST on a new connection: (status, milliseconds); status 0 on failure."""
    status, _, ms = post(port, path, document, source, timeout)
    return status, ms


def post_json_document(port, path, document, source="127.0.0.1", timeout=10.0):
    """One JSON POST on a new connection: (status, the answer's JSON document or None)."""
    status, answer, _ = post(port, path, document, source, timeout)
    try:
        return status, json.loads(answer)
    except ValueError:
        return status, None


def probe_health(port, seconds):
    """/health asked every 20 ms for `seconds`: p50, p99 and max in ms, and how many failed."""
    times, failed = [], 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status, _, body, ms = get(port, "/health")
        if status == 200 and body == "ok":
            times.append(ms)
        else:
            failed += 1
        time.sleep(0.02)
    times.sort()
    pick = lambda p: times[min(len(times) - 1, int(len(times) * p))] if times else float("inf")
    return {"requests": len(times) + failed, "failed": failed, "p50_ms": pick(0.5), "p99_ms": pick(0.99),
            "max_ms": times[-1] if times else float("inf")}


class Server:
    def __init__(self, binary, directory):
        self.port = free_port()
        self.log = open(pathlib.Path(directory) / "server.log", "w+")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--database", f"{directory}/movies.sqlite"],
            stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(600):
            if get(self.port, "/health")[0] == 200:
                return
            if self.process.poll() is not None:
                sys.exit("the server did not start:\n" + pathlib.Path(self.log.name).read_text())
            time.sleep(0.2)
        sys.exit("the server did not answer /health within 2 minutes")

    def stat(self):
        status = pathlib.Path(f"/proc/{self.process.pid}/status").read_text()
        rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) // 1024
        fields = pathlib.Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return rss, (int(fields[11]) + int(fields[12])) / 100  # RSS in MB, CPU seconds

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)
        self.log.seek(0)
        return self.log.read()


def during(server, seconds, attack):
    """Runs `attack(stop)` in a thread while /health is probed; the server's CPU and RSS over the window."""
    stop = threading.Event()
    thread = threading.Thread(target=attack, args=(stop,))
    thread.start()
    time.sleep(4)  # let the attack build up
    _, cpu_before = server.stat()
    health = probe_health(server.port, seconds)
    rss, cpu_after = server.stat()
    stop.set()
    thread.join()
    health.update(rss_mb=rss, cpu_percent=round(100 * (cpu_after - cpu_before) / seconds))
    return health


def open_sockets(port, source, count):
    sockets = []
    for _ in range(count):
        try:
            sockets.append(connect(port, source))
        except OSError:
            break
    return sockets


def still_open(sockets):
    readable, _, _ = select.select(sockets, [], [], 0) if len(sockets) < 1000 else (None, None, None)
    if readable is None:  # select() takes at most 1024 descriptors: poll instead
        poller = select.poll()
        for s in sockets:
            poller.register(s, select.POLLIN | select.POLLHUP)
        readable = {fd for fd, _ in poller.poll(0)}
        return sum(1 for s in sockets if s.fileno() not in readable)
    return len(sockets) - len(readable)


def hold(port, source, count, stop, report):
    """A process that opens `count` sockets, holds them until `stop`, then reports how many were opened
    and how many the server left open."""
    sockets = open_sockets(port, source, count)
    report.put(("opened", len(sockets)))
    stop.wait()
    report.put(("open_at_end", still_open(sockets)))


def held_sockets(server, count, seconds):
    """One client (one address) opens `count` sockets and holds them, spread over processes since one
    process may not be allowed that many open files."""
    per_process = 5_000
    stop, report = multiprocessing.Event(), multiprocessing.Queue()
    result = {"opened": 0, "open_at_end": 0}

    def attack(thread_stop):
        workers = [multiprocessing.Process(target=hold, args=(server.port, "127.0.0.2", min(per_process, left),
                                                               stop, report))
                   for left in range(count, 0, -per_process)]
        for w in workers:
            w.start()
        thread_stop.wait()
        stop.set()
        for _ in range(2 * len(workers)):
            key, value = report.get()
            result[key] += value
        for w in workers:
            w.join()

    health = during(server, seconds, attack)
    return {**health, **result}


def slowloris(server, count, seconds, idle_timeout):
    """`count` connections each send a header line every 2 s and never finish; how long they last."""
    lasted = []

    def one(stop):
        s = connect(server.port, "127.0.0.3")
        opened = time.monotonic()
        s.sendall(b"GET / HTTP/1.1\r\nHost: movies\r\n")
        try:
            while not stop.is_set():
                s.sendall(b"X-Slow: x\r\n")
                readable, _, _ = select.select([s], [], [], 2)
                if readable and not s.recv(1024):
                    lasted.append(time.monotonic() - opened)
                    return
        except OSError:
            lasted.append(time.monotonic() - opened)
        finally:
            s.close()

    def attack(stop):
        run_all([threading.Thread(target=one, args=(stop,)) for _ in range(count)])

    # Probe for the first part, then keep the attack going until the timeout must have closed them all.
    stop = threading.Event()
    thread = threading.Thread(target=attack, args=(stop,))
    thread.start()
    time.sleep(2)
    _, cpu_before = server.stat()
    health = probe_health(server.port, seconds)
    rss, cpu_after = server.stat()
    deadline = time.monotonic() + idle_timeout + 10
    while len(lasted) < count and time.monotonic() < deadline:
        time.sleep(0.5)
    stop.set()
    thread.join()
    health.update(rss_mb=rss, cpu_percent=round(100 * (cpu_after - cpu_before) / seconds))
    return {**health, "connections": count, "closed": len(lasted),
            "longest_s": round(max(lasted), 1) if lasted else None}


def made_up_visitors(server, seconds):
    """A returning visitor searches; then a script sends a fresh made-up visitor id with every search."""
    status, head, _, _ = get(server.port, "/api/recent")
    cookie = re.search(r"Set-Cookie: (movies_visitor=[^;]+)", head, re.I).group(1)
    mine = [f"visitor {n}" for n in range(10)]
    for query in mine:
        get(server.port, "/api/search?query=" + urllib.parse.quote(query), cookie=cookie)
    counts = {"searches": 0, "cookies_issued": 0}
    lock = threading.Lock()

    def attack(stop):
        def flood():
            n = 0
            while not stop.is_set():
                n += 1
                made_up = "movies_visitor=" + secrets.token_hex(16) + "." + secrets.token_hex(16)
                _, head, _, _ = get(server.port, f"/api/search?query=stranger+{secrets.token_hex(4)}",
                                    source="127.0.0.4", cookie=made_up)
                with lock:
                    counts["searches"] += 1
                    counts["cookies_issued"] += "set-cookie: movies_visitor" in head.lower()
        run_all([threading.Thread(target=flood) for _ in range(8)])

    health = during(server, seconds, attack)
    _, _, body, _ = get(server.port, "/api/recent?limit=10", cookie=cookie)
    kept = [entry["query"] if isinstance(entry, dict) else entry for entry in json.loads(body).get("queries", [])]
    return {**health, **counts, "visitor_kept": sorted(kept) == sorted(mine)}


def sign_in_flood(server, seconds, connections=64):
    """One address (127.0.0.5) sends sign-ins with made-up names on `connections` connections at once,
    as fast as the answers come; meanwhile a member signs in every second from addresses of its own. How
    long the member waited, and what the flood was answered."""
    member = {"name": "member", "fullName": {"given": "A", "family": "M"}, "password": "correct horse battery"}
    created, _ = post_json(server.port, "/api/users", member, source="127.0.0.1")
    assert created == 201, f"the member could not sign up: {created}"
    statuses, lock = {}, threading.Lock()

    def attack(stop):
        def flood():
            while not stop.is_set():
                guess = {"name": "made-up-" + secrets.token_hex(4), "password": "Summer2026!"}
                status, _ = post_json(server.port, "/api/session", guess, source="127.0.0.5")
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
        run_all([threading.Thread(target=flood) for _ in range(connections)])

    stop = threading.Event()
    thread = threading.Thread(target=attack, args=(stop,))
    thread.start()
    time.sleep(2)
    _, cpu_before = server.stat()
    waits, failed = [], 0
    for n in range(seconds):
        status, ms = post_json(server.port, "/api/session", {"name": "member", "password": member["password"]},
                               source=f"127.0.1.{n + 1}")
        if status == 200:
            waits.append(ms)
        else:
            failed += 1
        time.sleep(max(0.0, 1 - ms / 1000))
    _, cpu_after = server.stat()
    stop.set()
    thread.join()
    waits.sort()
    return {"connections": connections, "member_sign_ins": len(waits) + failed, "member_failed": failed,
            "member_p50_ms": round(waits[len(waits) // 2]) if waits else None,
            "member_max_ms": round(waits[-1]) if waits else None,
            "flood_answers": {str(k): v for k, v in sorted(statuses.items())},
            "cpu_percent": round(100 * (cpu_after - cpu_before) / seconds)}


TYPICAL = ["star wars", "heat", "the godfather", "amelie", "casablanca", "alien", "jurassic park", "titanic",
           "forrest gump", "the matrix", "pulp fiction", "toy story"]
LONG_WORDS = ["terminator", "godfather", "apocalypse", "casablanca", "shawshank", "strangers", "breakfast",
              "wallflower", "beautiful", "hollywood", "automata", "whisperer", "monsieur", "brigadoon",
              "innocence", "wednesday", "exotica", "barenaked", "detective", "adventures", "christmas"]


def together(work, arguments):
    """`work(argument)` for each argument, each on a thread of its own, until all return."""
    threads = [threading.Thread(target=work, args=(argument,)) for argument in arguments]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def slips(count, seed=33):
    """Queries of four or five long title words, each with a slip of the keyboard (never the first letter)."""
    rng = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyz"

    def slip(word):
        i = rng.randrange(1, len(word) - 1)
        kind = rng.choice("idst")
        if kind == "i":
            return word[:i] + rng.choice(letters) + word[i:]
        if kind == "d":
            return word[:i] + word[i + 1:]
        if kind == "s":
            return word[:i] + rng.choice(letters) + word[i + 1:]
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    queries = ["terminatr godfatherr apocalypes casablanka"]
    while len(queries) < count:
        queries.append(" ".join(slip(rng.choice(LONG_WORDS)) for _ in range(rng.choice([4, 5]))))
    return queries


def search_times(port, queries, source, path="search", cookie=None):
    return [get(port, f"/api/{path}?query=" + urllib.parse.quote(q), source=source, cookie=cookie)[3]
            for q in queries]


def slip_flood(server, seconds, connections=4):
    """What slips cost: each slip query alone against a typical query at rest, then another visitor's searches
    while four connections send nothing but slips (to /api/search and /api/suggest) as fast as answered."""
    typical = search_times(server.port, TYPICAL * 8, "127.0.0.6")
    flood_queries = slips(200)
    worst = max(statistics.median(search_times(server.port, [q] * 3, "127.0.0.6", path))
                for q in flood_queries[:60] for path in ("search", "suggest"))
    answered = {"n": 0}
    lock = threading.Lock()

    def attack(stop):
        def flood(offset):
            n = offset
            while not stop.is_set():
                path = "suggest" if n % 2 else "search"
                get(server.port, f"/api/{path}?query=" + urllib.parse.quote(flood_queries[n % len(flood_queries)]),
                    source="127.0.0.7")
                n += 1
                with lock:
                    answered["n"] += 1
        together(flood, [k * 50 for k in range(connections)])

    stop = threading.Event()
    thread = threading.Thread(target=attack, args=(stop,))
    thread.start()
    time.sleep(2)
    during_flood = []
    deadline = time.time() + seconds
    while time.time() < deadline:
        during_flood += search_times(server.port, TYPICAL, "127.0.0.6")
    stop.set()
    thread.join()
    median_at_rest = statistics.median(typical)
    during_flood.sort()
    return {
        "typical_median_ms": round(median_at_rest, 2), "worst_slip_median_ms": round(worst, 2),
        "worst_over_typical": round(worst / median_at_rest, 1),
        "visitor_median_during_flood_ms": round(statistics.median(during_flood), 2),
        "visitor_p99_during_flood_ms": round(during_flood[int(len(during_flood) * 0.99) - 1], 2),
        "slips_answered": answered["n"],
    }


def upload(port, token, payload, filename, fields, source, timeout=600.0):
    """A multipart POST of `payload` to /api/imports by `token`: the status and the time it took in ms."""
    boundary = "movies-abuse-" + secrets.token_hex(8)
    parts = [f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n".encode()
             for name, value in fields.items()]
    parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\n"
                 "Content-Type: application/octet-stream\r\n\r\n".encode() + payload + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    head = (f"POST /api/imports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
            f"Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {len(body)}\r\n"
            "Connection: close\r\n\r\n").encode()
    start = time.perf_counter()
    try:
        with connect(port, source) as sock:
            sock.settimeout(timeout)
            sock.sendall(head + body)
            data = b""
            while b"\r\n" not in data:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                data += chunk
    except OSError:
        return 0, (time.perf_counter() - start) * 1000
    line = data.decode(errors="replace").split("\r\n", 1)[0]
    status = int(line.split(" ", 2)[1]) if line.startswith("HTTP/") else 0
    return status, (time.perf_counter() - start) * 1000


def largest_imports():
    """The largest uploads the limits allow: a diary of as many rows as an import takes, a zip of Letterboxd's
    files whose reviews fill what a zip may unpack to, and a reviews file as large as an upload may be."""
    titles = [("The Godfather", 1972), ("Heat", 1995), ("Casablanca", 1942), ("Alien", 1979),
              ("Jurassic Park", 1993), ("Titanic", 1997), ("Amélie", 2001), ("Pulp Fiction", 1994)]
    header = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
    rows = [header]
    for number in range(ROWS - 10):
        title, year = titles[number % len(titles)]
        day = 1 + number % 28
        rows.append(f"2024-01-02,{title},{year},https://boxd.it/{number:x},4,,cinema,2020-{1 + number % 12:02d}-{day:02d}\n")
    diary = "".join(rows).encode()
    review = ("A film that stays with you long after the lights come up, " * 60)[:3_000]
    reviews_header = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n"
    line = f"2024-01-02,Heat,1995,https://boxd.it/x,4,,\"{review}\",,2020-01-01\n"

    def reviews(size):
        return (reviews_header + line * ((size - 1024) // len(line.encode()))).encode()
    import io
    import zipfile
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("letterboxd-ana/reviews.csv", reviews(UNPACKED_BYTES))
    return [(diary, "diary.csv"), (buffer.getvalue(), "letterboxd.zip"), (reviews(UPLOAD_BYTES - 4096), "reviews.csv")]


def import_flood(server, seconds, members=4):
    """Four members import the largest files the limits allow (a diary of 200,000 rows twice, a zip that
    unpacks to 48 MB, a 32 MB file of reviews), one after another as fast as the answers come (dry runs, so
    each reads and matches the whole file), while /health is asked: its p99, the server's largest RSS over
    the window, and what the imports were answered."""
    files = largest_imports()
    tokens = []
    for index in range(members):
        account = {"name": f"importer{index}", "fullName": {"given": "I", "family": str(index)},
                   "password": "correct horse battery"}
        post_json(server.port, "/api/users", account, source=f"127.0.3.{index + 1}")
        status, document = post_json_document(server.port, "/api/tokens", {
            "name": account["name"], "password": account["password"], "label": "abuse", "scope": "read_write"},
            source=f"127.0.3.{index + 1}")
        assert status == 201, f"no token for {account['name']}: {status}"
        tokens.append(document["token"])
    statuses, lock, peak = {}, threading.Lock(), [0]

    def attack(stop):
        def member(index):
            payload, name = files[index % len(files)]
            while not stop.is_set():
                status, _ = upload(server.port, tokens[index], payload, name, {"dryRun": "true"},
                                   source=f"127.0.3.{index + 1}")
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
                if status == 503:
                    time.sleep(1)

        def watch():
            while not stop.is_set():
                peak[0] = max(peak[0], server.stat()[0])
                time.sleep(0.05)
        run_all([threading.Thread(target=member, args=(index,)) for index in range(members)]
                + [threading.Thread(target=watch)])

    health = during(server, seconds, attack)
    health.update(rss_peak_mb=peak[0], imports_answered={str(k): v for k, v in sorted(statuses.items())},
                  files={name: f"{len(payload) / 2**20:.1f} MB" for payload, name in files})
    return health


def at_rest_sign_in(server):
    """The member's sign-in with nobody else asking, for comparison."""
    times = sorted(post_json(server.port, "/api/session", {"name": "member", "password": "correct horse battery"},
                             source=f"127.0.2.{n + 1}")[1] for n in range(5))
    return round(times[2])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--sockets", type=int, default=20_000)
    parser.add_argument("--only", choices=["imports"], help="run one scenario (beside the baseline)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        server = Server(args.binary, directory)
        try:
            rss_idle, _ = server.stat()
            results = {"idle_rss_mb": rss_idle, "baseline": probe_health(server.port, 5)}
            print("baseline", results["baseline"], "idle RSS", rss_idle, "MB", flush=True)
            results["imports"] = import_flood(server, 30)
            print("import flood", results["imports"], flush=True)
            if args.only:
                server.stop()
                return finish(results, ["baseline", "imports"], args.json)
            results["held"] = held_sockets(server, args.sockets, 10)
            print("held sockets", results["held"], flush=True)
            results["slowloris"] = slowloris(server, 50, 10, idle_timeout=30)
            print("slowloris", results["slowloris"], flush=True)
            results["made_up"] = made_up_visitors(server, 15)
            print("made-up visitor ids", results["made_up"], flush=True)
            results["slip_flood"] = slip_flood(server, 10)
            print("slip flood", results["slip_flood"], flush=True)
            results["sign_in_flood"] = sign_in_flood(server, 20)
            results["sign_in_flood"]["member_at_rest_ms"] = at_rest_sign_in(server)
            print("sign-in flood", results["sign_in_flood"], flush=True)
            results["after_rss_mb"], _ = server.stat()
        finally:
            log = server.stop()
    results["log"] = [line for line in log.splitlines() if " notice " in line or " error " in line][:20]
    print("server log (notice and above):", *results["log"], sep="\n  ")
    finish(results, ["baseline", "imports", "held", "slowloris", "made_up"], args.json)


def finish(results, probed, json_file):
    """Says which goals were missed (non-zero exit), and writes the numbers where asked."""
    missed = [name for name in probed if results[name]["p99_ms"] >= HEALTH_BOUND_MS or results[name]["failed"]]
    if results["imports"]["rss_peak_mb"] >= IMPORT_RSS_BOUND_MB:
        missed.append(f"the server passed {IMPORT_RSS_BOUND_MB} MB while members imported")
    if "slowloris" in results and results["slowloris"]["closed"] < results["slowloris"]["connections"]:
        missed.append("slowloris connections left open")
    if "made_up" in results and not results["made_up"]["visitor_kept"]:
        missed.append("the returning visitor's queries were lost")
    if "slip_flood" in results and results["slip_flood"]["worst_over_typical"] > SLIP_BOUND:
        missed.append(f"a query of slips cost more than {SLIP_BOUND}x a typical one")
    flood = results.get("sign_in_flood")
    if flood and (flood["member_failed"] or (flood["member_max_ms"] or float("inf")) >= SIGN_IN_BOUND_MS):
        missed.append("a member's sign-in took 1 s or more during the sign-in flood")
    results["passed"] = not missed
    if json_file:
        json_file.parent.mkdir(parents=True, exist_ok=True)
        json_file.write_text(json.dumps(results, indent=1))
    print("PASS" if not missed else "FAIL: " + ", ".join(missed))
    sys.exit(0 if not missed else 1)


if __name__ == "__main__":
    main()
