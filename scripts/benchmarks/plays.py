#!/usr/bin/env python3
"""Times a play from its POST to its watch in the diary: starts `movies serve` on a fresh store, makes a
play token, and posts PLAYS plays of different catalog films (Jellyfin's, Plex's, Emby's and the plain form
in turn, as each documents its webhook), one after another (the writes a member may make a minute raised to
let them through). A play is answered once its watch is written,
so each POST's time is the play's time to the diary; the diary is then counted to check every one is there.

    scripts/benchmarks/plays.py MOVIES [PLAYS] [--database postgres://…]"""

import gzip
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

movies = os.path.abspath(sys.argv[1])
arguments = [a for a in sys.argv[2:] if not a.startswith("--")]
plays = int(arguments[0]) if arguments else 1_000
database = next((a.split("=", 1)[1] for a in sys.argv[2:] if a.startswith("--database=")), None)
catalog = [json.loads(line) for line in gzip.open("Sources/MoviesData/Films/Resources/catalog.jsonl.gz", "rt")]
films = [film for film in catalog if film.get("imdb")][:plays]

home = tempfile.mkdtemp(prefix="movies-plays-")
environment = dict(os.environ, HOME=home)
if database:
    environment["MOVIES_DATABASE"] = database
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
subprocess.run([movies, "search", "heat"], env=environment, capture_output=True, check=True)
made = subprocess.run([movies, "plays", "token", "--json"], env=environment, capture_output=True, check=True)
addresses = {server: address.replace("http://localhost:8080", f"http://127.0.0.1:{port}")
             for server, address in json.loads(made.stdout).items()}
server = subprocess.Popen([movies, "serve", "--port", str(port), "--writes-per-minute", "100000"], env=environment,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def post(url, body, content_type="application/json"):
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": content_type})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def payload(number, film):
    year = int(film["released"][:4])
    day = f"20{15 + number % 11:02d}-0{1 + number % 9}-1{number % 10}"
    kind = number % 4
    if kind == 0:
        body = {"NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": film["title"], "Year": year,
                "Provider_imdb": film["imdb"], "PlayedToCompletion": True, "UtcTimestamp": f"{day}T21:00:00.0000000Z"}
        return addresses["jellyfin"], json.dumps(body).encode(), "application/json"
    if kind == 1:
        body = {"event": "media.scrobble", "user": True, "Metadata": {
            "type": "movie", "title": film["title"], "year": year, "Guid": [{"id": f"imdb://{film['imdb']}"}]}}
        form = (f"--b\r\nContent-Disposition: form-data; name=\"payload\"\r\n\r\n{json.dumps(body)}\r\n--b--\r\n")
        return addresses["plex"], form.encode(), "multipart/form-data; boundary=b"
    if kind == 2:
        body = {"Event": "playback.stop", "Date": f"{day}T21:00:00.0000000Z", "Item": {
            "Type": "Movie", "Name": film["title"], "ProductionYear": year, "ProviderIds": {"Imdb": film["imdb"]}},
            "PlaybackInfo": {"PlayedToCompletion": True}}
        return addresses["emby"], json.dumps(body).encode(), "application/json"
    body = {"imdb": film["imdb"], "watched_at": f"{day}T21:00:00Z", "rating": 1 + number % 10}
    return addresses["json"], json.dumps(body).encode(), "application/json"


try:
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/ready", timeout=1)
            break
        except Exception:
            time.sleep(0.1)
    times, logged = [], 0
    for number, film in enumerate(films):
        url, body, content_type = payload(number, film)
        began = time.perf_counter()
        answer = post(url, body, content_type)
        times.append((time.perf_counter() - began) * 1000)
        logged += answer.get("play", {}).get("fate") in ("logged", "alreadyLogged")
finally:
    server.terminate()
    server.wait()
diary = subprocess.run([movies, "diary", "--json"], env=environment, capture_output=True, check=True)
total = json.loads(diary.stdout).get("totalResults")
times.sort()
print(f"plays: {len(times)}, logged: {logged}, watches in the diary: {total}")
print(f"ms from POST to the watch in the diary: p50 {statistics.median(times):.1f}, "
      f"p99 {times[int(len(times) * 0.99) - 1]:.1f}, max {times[-1]:.1f}")
