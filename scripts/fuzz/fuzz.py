"""Every route under fire: a seeded stream of malformed and hostile requests against a live `movies serve`.

Each request picks an operation of the JSON API (from its OpenAPI document) or a page of the site, fills
its path, query and body with values that are right, nearly right or hostile (wrong types, huge, empty,
control characters, NUL, other scripts, path tricks, broken JSON, broken multipart), and sends it as
nobody, a signed-in member, a read-write token, a read-only token or a forged one. What must hold: no answer
is a 5xx (a 503 is only the server's own "busy, try again", with Retry-After), the process never dies,
/health answers within two seconds throughout, and memory ends near where it began.

    python3 scripts/fuzz/fuzz.py BINARY [--requests N] [--seed S] [--database URL] [--json FILE]
"""

import argparse
import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from urllib.parse import quote as url_quote

HOSTILE = [
    "", " ", "0", "-1", "99999999999999999999", "1e309", "null", "true", "[]", "{}", "%00", "\x00", "a\x00b",
    "\x1b[2J", "\x1b]52;c;aGk=\x07", "\u202e", "\u200b", "\ufeff", "\u3164", "\U000e0041", "é" * 3, "e\u0301" * 40,
    "../../etc/passwd", "..%2F..%2F", "/", "//", "\\", "' OR 1=1 --", '"; DROP TABLE account; --', "<script>x</script>",
    "{{7*7}}", "${jndi:ldap://x}", "%s%s%n", "😀" * 50, "𝔘𝔫𝔦", "ä" * 300, "x" * 5000, "x" * 70000, "\ud800",
    "catalog:", "catalog:0", "catalog:-5", "tmdb:abc", "tt", "tt0000000000000", "1999-02-30", "0000-00-00",
    "2024-13-01", "99999-01-01", "\r\nX-Injected: 1", "a\nb", "\t", "%", "%zz", "+", "&", "=", "#", "?",
]
FILMS = ["17738", "42198", "47703", "catalog:17738", "catalog:1000000001", "tmdb:155", "1", "0"]
NAMES = ["fuzza", "fuzzb", "fuzzc", "nobody", "local", "admin", "FUZZA", "fuzza."]


class Server:
    def __init__(self, binary, database, log):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        env = dict(os.environ, MOVIES_PASSWORD_COST="4")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port), "--database", database, "--sign-ups-per-hour", "100000", "--writes-per-minute", "100000",
             "--public-url", "https://movies.example.org"],
            stdout=log, stderr=log, env=env)
        deadline = time.time() + 300
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise SystemExit("the server did not start: see its log")
            try:
                if self.get("/ready")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.5)
        raise SystemExit("the server was not ready within 300 s")

    def get(self, path, timeout=5):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def send(self, method, path, body=None, headers=None, timeout=30):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def rss_kb(self):
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def members(server):
    """Three members, each with a session cookie, a read-write and a read-only token."""
    found = []
    for name in NAMES[:3]:
        password = f"{name} fuzzing password"
        body = json.dumps({"name": name, "fullName": {"given": "Fuzz", "family": name}, "password": password})
        status, headers, _ = server.send("POST", "/api/users", body, {"Content-Type": "application/json"})
        assert status in (200, 201), f"sign-up of {name}: {status}"
        cookie = headers.get("Set-Cookie", "").split(";")[0]
        tokens = {}
        for scope in ("read_write", "read"):
            body = json.dumps({"name": name, "password": password, "label": f"fuzz {scope}", "scope": scope})
            status, _, answer = server.send("POST", "/api/tokens", body, {"Content-Type": "application/json"})
            assert status in (200, 201), f"token of {name}: {status} {answer[:200]}"
            tokens[scope] = json.loads(answer)["token"]
        found.append({"name": name, "cookie": cookie, "tokens": tokens})
    # Some things to find: a public diary, a list, a review, a follow each way.
    first, second = found[0], found[1]
    for member in found:
        auth = {"Authorization": f"Bearer {member['tokens']['read_write']}", "Content-Type": "application/json"}
        server.send("PUT", "/api/diary/visibility", json.dumps({"public": True}), auth)
        server.send("POST", "/api/diary", json.dumps({"film": "17738", "rating": 8, "review": "Tense."}), auth)
        server.send("POST", "/api/lists", json.dumps({"title": "Noir", "public": True}), auth)
    for one, other in ((first, second), (second, first)):
        auth = {"Authorization": f"Bearer {one['tokens']['read_write']}"}
        server.send("PUT", f"/api/members/{other['name']}/follow", None, auth)
    return found


def value(rng, schema=None, depth=0):
    """A value for `schema`: usually of its type, sometimes wrong, sometimes hostile."""
    roll = rng.random()
    if roll < 0.15:
        return rng.choice(HOSTILE)
    if roll < 0.22:
        return rng.choice([None, True, 0, -1, 2**63, 1.5, [], {}, [rng.choice(HOSTILE)], {"a": {"b": [1]}}])
    kind = (schema or {}).get("type")
    if isinstance(kind, list):
        kind = rng.choice([k for k in kind if k != "null"] or ["string"])
    if "enum" in (schema or {}) and rng.random() < 0.7:
        return rng.choice(schema["enum"])
    if kind == "integer":
        return rng.choice([1, 5, 8, 10, 17738, 1995, 2024, 0, -3, 11, 100000])
    if kind == "number":
        return rng.choice([0.5, 7.5, 10.0, -1.0])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array" and depth < 3:
        return [value(rng, schema.get("items"), depth + 1) for _ in range(rng.choice([0, 1, 2, 5, 60]))]
    if kind == "object" and depth < 3:
        return {key: value(rng, sub, depth + 1) for key, sub in (schema.get("properties") or {}).items()
                if rng.random() < 0.8}
    return rng.choice(["Heat", "The Godfather", "2024-03-12", "unknown", "cinema, 35mm", "fuzza", "17738",
                       "catalog:42198", "Noir", "A good film.", "read", "2h", "1970s", "crime"])


def dereference(document, schema, seen=0):
    if seen > 8 or not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        node = document
        for part in schema["$ref"].lstrip("#/").split("/"):
            node = node[part]
        return dereference(document, node, seen + 1)
    out = dict(schema)
    if "properties" in out:
        out["properties"] = {k: dereference(document, v, seen + 1) for k, v in out["properties"].items()}
    if "items" in out:
        out["items"] = dereference(document, out["items"], seen + 1)
    return out


def api_request(rng, document, operations):
    path, method, operation = rng.choice(operations)
    parameters = [dereference(document, p) for p in operation.get("parameters", [])]
    query = []
    for parameter in parameters:
        schema = parameter.get("schema", {})
        if parameter["in"] == "path":
            name = parameter["name"]
            pool = NAMES if name in ("name", "author") else FILMS if "ilm" in name or name == "id" else ["x"]
            filled = rng.choice(pool) if rng.random() < 0.6 else str(value(rng, schema))
            path = path.replace("{" + name + "}", quote(filled))
        elif parameter["in"] == "query" and rng.random() < 0.7:
            query.append((parameter["name"], str(value(rng, schema))))
    if rng.random() < 0.1:
        query.append((rng.choice(HOSTILE) or "x", rng.choice(HOSTILE)))
    body, content_type = None, None
    content = (operation.get("requestBody") or {}).get("content", {})
    if "application/json" in content or (method in ("post", "put") and rng.random() < 0.3):
        schema = dereference(document, content.get("application/json", {}).get("schema", {}))
        roll = rng.random()
        if roll < 0.7:
            body = json.dumps(value(rng, schema), ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
        elif roll < 0.85:
            body = rng.choice([b"{", b"[1,2", b"\x00\xff\xfe", b"null", b'{"a":' * 500, b"x" * 70000])
        content_type = rng.choice(["application/json"] * 6 + ["text/plain", "application/json; charset=latin1", ""])
    elif "multipart/form-data" in content:
        body, content_type = multipart(rng)
    return method.upper(), path + encode(query), body, content_type


def multipart(rng):
    boundary = rng.choice(["fuzz", "", "a" * 80, "x y", "\u00e9", "----b"])
    files = [
        b"Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-02,Heat,1995,https://boxd.it/a,4,,,2024-01-01\n",
        b"PK\x03\x04" + bytes(rng.randrange(256) for _ in range(200)),
        b'{"version": 1, "watches": [' + b"{}," * 50 + b"{}]}",
        bytes(rng.randrange(256) for _ in range(rng.choice([0, 10, 3000]))),
    ]
    part = rng.choice(files)
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\ntrue\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"diary.csv\"\r\n"
            f"Content-Type: text/csv\r\n\r\n").encode("utf-8", "surrogatepass") + part
    if rng.random() < 0.8:
        body += f"\r\n--{boundary}--\r\n".encode("utf-8", "surrogatepass")
    return body, f"multipart/form-data; boundary={boundary}"


PAGES = [
    ("GET", "/"), ("GET", "/search?q={q}"), ("GET", "/movies/{film}"), ("POST", "/movies/{film}/log"),
    ("POST", "/movies/{film}/review"), ("POST", "/movies/{film}/reviews/{name}/like"), ("GET", "/diary"),
    ("POST", "/diary/visibility"), ("GET", "/diary/{x}/edit"), ("GET", "/discover?genre={q}&decade={q}"),
    ("GET", "/feed"), ("GET", "/for-you"), ("POST", "/for-you/dismiss"), ("GET", "/lists/"), ("GET", "/notifications"), ("GET", "/news"),
    ("GET", "/people/{x}"), ("GET", "/pick?with={name}&under={q}"), ("GET", "/posters/{q}?w={q}"),
    ("POST", "/recent/clear"), ("GET", "/reviews/{x}"), ("GET", "/saved"), ("POST", "/saved/add"),
    ("GET", "/settings"), ("POST", "/settings/{section}"), ("GET", "/settings/blocked"), ("GET", "/settings/export"),
    ("GET", "/settings/import"), ("POST", "/settings/import"), ("GET", "/settings/tokens"),
    ("GET", "/signin"), ("POST", "/signin"),
    ("GET", "/signup"), ("POST", "/signup"), ("GET", "/stats?year={q}"), ("GET", "/u/{name}"),
    ("POST", "/u/{name}/follow"), ("GET", "/u/{name}/followers"), ("GET", "/u/{name}/activity.rss"),
    ("GET", "/u/{name}/diary?page={q}"), ("GET", "/u/{name}/diary.rss"), ("GET", "/u/{name}/lists"),
    ("GET", "/u/{name}/lists/{q}"), ("GET", "/u/{name}/stats"), ("GET", "/films/add?title={q}"),
    ("POST", "/films/add"), ("POST", "/comments"), ("POST", "/comments/{x}/delete"),
    ("POST", "/offers/{x}/accept"), ("GET", "/static/{q}"), ("GET", "/{q}"),
]


def page_request(rng):
    method, template = rng.choice(PAGES)
    if rng.random() < 0.1:
        method = rng.choice(["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "GET", "POST"])
    path = (template.replace("{film}", quote(rng.choice(FILMS + [str(value(rng))])))
            .replace("{name}", quote(rng.choice(NAMES + [str(value(rng))])))
            .replace("{x}", quote(str(value(rng)))).replace("{q}", quote(str(value(rng))))
            .replace("{section}", rng.choice(["name", "full-name", "password", "diary", "picks", "sessions", "x"])))
    body, content_type = None, None
    if method == "POST":
        fields = {rng.choice(["token", "rating", "day", "text", "name", "password", "public", "title", "q",
                              "return", "with", "shapes", "film", "on"]): str(value(rng)) for _ in range(4)}
        body = "&".join(f"{quote(k)}={quote(v)}" for k, v in fields.items()).encode()
        content_type = rng.choice(["application/x-www-form-urlencoded"] * 4 + ["multipart/form-data; boundary=", ""])
    return method, path, body, content_type


def quote(text):
    return url_quote(text.encode("utf-8", "surrogatepass"), safe="")


def encode(query):
    if not query:
        return ""
    return "?" + "&".join(f"{quote(k)}={quote(v)}" for k, v in query)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--database", help="a postgres:// URL (default: a SQLite file of its own)")
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--json", help="write the figures here")
    arguments = parser.parse_args()

    work = tempfile.mkdtemp(prefix="movies-fuzz.")
    log = open(os.path.join(work, "server.log"), "wb")
    server = Server(arguments.binary, arguments.database or os.path.join(work, "movies.sqlite"), log)
    failures, statuses, health = [], {}, {"checks": 0, "slow": 0, "failed": 0, "slowest_ms": 0.0}
    lock = threading.Lock()
    try:
        document = json.loads(server.get("/api/openapi.json")[1])
        # Not those that end the fuzzing members themselves (a signed-out session, a revoked token, a deleted
        # account would leave the rest of the run knocking as nobody): other tests cover them.
        ending = {("/api/session", "delete"), ("/api/tokens/{id}", "delete"), ("/api/me", "delete")}
        operations = [(path, method, operation) for path, item in document["paths"].items()
                      for method, operation in item.items()
                      if method in ("get", "post", "put", "delete", "patch") and (path, method) not in ending]
        accounts = members(server)
        rss_start = server.rss_kb()
        rss_peak = rss_start or 0
        started = time.time()
        per_worker = arguments.requests // arguments.workers
        stop = threading.Event()

        def work_through(number):
            rng = random.Random(arguments.seed * 1000 + number)
            for index in range(per_worker):
                if stop.is_set():
                    return
                method, path, body, content_type = (api_request(rng, document, operations) if rng.random() < 0.75
                                                    else page_request(rng))
                headers = {}
                if content_type is not None and content_type != "":
                    headers["Content-Type"] = content_type
                who = rng.random()
                account = rng.choice(accounts)
                if who < 0.35:
                    headers["Authorization"] = f"Bearer {account['tokens']['read_write']}"
                elif who < 0.5:
                    headers["Authorization"] = f"Bearer {account['tokens']['read']}"
                elif who < 0.7:
                    headers["Cookie"] = account["cookie"]
                elif who < 0.75:
                    headers["Authorization"] = rng.choice(["Bearer movies_forged", "Basic x", "Bearer ", "\x00"])
                if rng.random() < 0.05:
                    headers["Origin"] = rng.choice(["https://evil.example", "null", "http://127.0.0.1"])
                try:
                    status, answer_headers, answer = server.send(method, path, body, headers, timeout=60)
                except (OSError, http.client.HTTPException) as error:
                    if server.process.poll() is not None:
                        stop.set()
                        with lock:
                            failures.append(f"the server died ({server.process.returncode}) at {method} {path[:200]}")
                        return
                    status, answer_headers, answer = -1, {}, str(error).encode()
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
                    busy = status == 503 and "Retry-After" in answer_headers and any(
                        code in answer for code in (b"imports_busy", b"busy"))
                    if (status >= 500 and not busy) or status == -1:
                        failures.append(f"{status} {method} {path[:200]} {answer[:200]!r}")

        def watch():
            nonlocal rss_peak
            while not stop.is_set():
                begun = time.time()
                try:
                    ok = server.get("/health", timeout=2)[0] == 200
                except OSError:
                    ok = False
                took = (time.time() - begun) * 1000
                with lock:
                    health["checks"] += 1
                    health["slowest_ms"] = max(health["slowest_ms"], took)
                    if not ok:
                        health["failed"] += 1
                rss = server.rss_kb()
                if rss:
                    rss_peak = max(rss_peak, rss)
                stop.wait(1)

        watcher = threading.Thread(target=watch)
        watcher.start()
        workers = [threading.Thread(target=work_through, args=(n,)) for n in range(arguments.workers)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        stop.set()
        watcher.join()
        elapsed = time.time() - started
        time.sleep(2)
        rss_end = server.rss_kb()
        alive = server.process.poll() is None
    finally:
        server.stop()
        log.close()

    sent = sum(statuses.values())
    figures = {
        "requests": sent, "seed": arguments.seed, "seconds": round(elapsed, 1),
        "per_second": round(sent / elapsed) if elapsed else 0,
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "failures": len(failures), "health_checks": health["checks"], "health_failed": health["failed"],
        "health_slowest_ms": round(health["slowest_ms"], 1),
        "rss_start_mb": round((rss_start or 0) / 1024, 1), "rss_peak_mb": round(rss_peak / 1024, 1),
        "rss_end_mb": round((rss_end or 0) / 1024, 1), "alive": alive,
        "store": "postgresql" if arguments.database else "sqlite",
    }
    print(json.dumps(figures, indent=2))
    for failure in failures[:20]:
        print("failure:", failure)
    if arguments.json:
        with open(arguments.json, "w") as out:
            json.dump(figures, out, indent=2)
    grown = rss_end and rss_start and rss_end > rss_start * 2 + 100 * 1024
    if failures or health["failed"] or not alive or grown:
        print(f"the server log: {os.path.join(work, 'server.log')}")
        sys.exit(1)


if __name__ == "__main__":
    main()
