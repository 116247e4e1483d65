#!/usr/bin/env python3
"""How quick the site is on a phone: the home page, a film's page and the log form, opened in headless
Chromium on a throttled phone profile (4x CPU slowdown, "Fast 3G": 562.5 ms latency, 1.6 Mb/s down,
750 kb/s up, a 390 x 844 screen), first with nothing kept and then again with the service worker and the
browser's cache warm, and last with no signal, from the copy the phone kept. For each page: when its content is shown (First Contentful Paint, and the load
event), and the bytes it weighs by kind (the document, styles and script, images), posters aside.

    scripts/browser-tests --help >/dev/null   # once: installs Chromium, chromium-driver and Selenium
    .build-browser/venv/bin/python scripts/benchmarks/phone.py [--binary .build/debug/movies]

It starts its own `movies serve` on a fresh database, signs up a member (the log form needs one), and
prints one line a page and run.
"""

import argparse
import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "BrowserTests"))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

from network import Network  # noqa: E402

PAGES = [("home", "/"), ("film page", "/movies/42198"), ("log form", "/movies/42198/log")]
FAST_3G = {"offline": False, "latency": 562.5, "downloadThroughput": 1.6 * 1024 * 1024 / 8 * 0.9,
           "uploadThroughput": 750 * 1024 / 8 * 0.9}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve(binary, workspace):
    port = free_port()
    environment = dict(os.environ, MOVIES_DATABASE=os.path.join(workspace, "movies.sqlite"), MOVIES_PASSWORD_COST="4")
    server = subprocess.Popen([binary, "serve", "--port", str(port)], env=environment,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            with urllib.request.urlopen(base + "/health", timeout=1):
                return server, base
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit("movies serve did not start")


def measure(browser, base, path):
    browser.get(base + path)
    return browser.execute_script("""
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const navigation = performance.getEntriesByType('navigation')[0];
        const bytes = {document: navigation.transferSize || navigation.encodedBodySize, shell: 0, images: 0};
        for (const entry of performance.getEntriesByType('resource')) {
          const size = entry.transferSize;
          if (entry.name.includes('/posters/')) continue;
          if (entry.initiatorType === 'img' || entry.name.match(/\\.(png|svg)$/)) bytes.images += size;
          else bytes.shell += size;
        }
        return {paint: paint ? paint.startTime : null, load: navigation.loadEventEnd, bytes: bytes,
                weight: navigation.decodedBodySize};
    """)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/movies")
    parser.add_argument("--pages", type=int, default=len(PAGES), help="the first N pages only (a short run)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as workspace:
        server, base = serve(os.path.abspath(arguments.binary), workspace)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844"]:
            options.add_argument(argument)
        browser = webdriver.Chrome(options=options, service=Service(executable_path="/usr/bin/chromedriver"))
        try:
            browser.get(base + "/signup")
            browser.find_element(By.ID, "f-name").send_keys("phone")
            browser.find_element(By.ID, "f-given").send_keys("Ana")
            browser.find_element(By.ID, "f-family").send_keys("Lima")
            browser.find_element(By.ID, "f-password").send_keys("correct horse")
            browser.find_element(By.CSS_SELECTOR, "form.stack button[type=submit]").click()
            time.sleep(1)
            browser.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
            network = Network(browser)
            for name, path in PAGES[: arguments.pages]:
                # Nothing kept: no service worker, no cache (the session stays).
                network.emulate({"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
                browser.get(base + "/health")
                browser.execute_cdp_cmd("Storage.clearDataForOrigin",
                                        {"origin": base, "storageTypes": "service_workers,cache_storage"})
                browser.execute_cdp_cmd("Network.clearBrowserCache", {})
                browser.get(base + "/health")
                network.emulate(FAST_3G)
                first = measure(browser, base, path)
                time.sleep(2)  # the service worker installs, keeping the shell
                network.emulate(FAST_3G)  # and is throttled too
                again = measure(browser, base, path)
                # With no signal: the copy the phone kept of it, as a member opens it in the foyer.
                network.emulate({"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
                kept = measure(browser, base, path)
                for run, result in (("first", first), ("again", again), ("kept", kept)):
                    bytes = result["bytes"]
                    paint = f"{result['paint']:5.0f} ms" if result["paint"] else "    -   "
                    print(f"{name:10} {run:6} content shown {paint}, loaded {result['load']:5.0f} ms; "
                          f"document {result['weight']:,} bytes ({bytes['document']:,} sent), "
                          f"styles and script {bytes['shell']:,}, images {bytes['images']:,}")
        finally:
            browser.quit()
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
