"""What every browser suite shares: the real `movies serve` on a free loopback port with a fresh database,
headless Chromium, and helpers to act and look as a person would."""

import importlib.resources
import os
import pathlib
import socket
import subprocess
import tempfile
import time
import unittest
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import (
    NoAlertPresentException,
    NoSuchElementException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as shown
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCREENSHOTS = pathlib.Path(os.environ.get("SCREENSHOTS", ROOT / ".build-browser" / "screenshots"))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class BrowserCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.workspace = tempfile.TemporaryDirectory(prefix="movies-browser-")
        cls.port = free_port()
        cls.base = f"http://127.0.0.1:{cls.port}"
        # bcrypt at its least cost: these tests are of the pages, not of bcrypt's slowness.
        environment = dict(
            os.environ, MOVIES_DATABASE=os.path.join(cls.workspace.name, "movies.sqlite"), MOVIES_PASSWORD_COST="4"
        )
        environment.pop("TMDB_API_KEY", None)
        environment.pop("TMDB_ACCESS_TOKEN", None)
        cls.server = subprocess.Popen(
            [os.environ["MOVIES_BINARY"], "serve", "--port", str(cls.port), "--sign-ups-per-hour", "1000"],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        cls.wait_for_health()

        options = webdriver.ChromeOptions()
        options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"]:
            options.add_argument(argument)
        service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
        cls.browser = webdriver.Chrome(options=options, service=service)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        cls.server.terminate()
        cls.server.wait(timeout=10)
        cls.workspace.cleanup()

    @classmethod
    def wait_for_health(cls):
        deadline = time.monotonic() + 120  # the first start imports the catalog
        while time.monotonic() < deadline:
            if cls.server.poll() is not None:
                raise RuntimeError(f"movies serve exited with {cls.server.returncode}")
            try:
                with urllib.request.urlopen(cls.base + "/health", timeout=1) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("movies serve did not become healthy")

    def setUp(self):
        # Each test is a new visitor with no language chosen.
        self.browser.get(self.base + "/health")
        self.browser.delete_all_cookies()
        self.browser.set_window_size(1280, 900)

    # Helpers

    def sign_up(self, name, password="correct horse"):
        """Signs up as `name` through the form, and waits for the signed-in header."""
        self.open("/signup")
        self.browser.find_element(By.ID, "f-name").send_keys(name)
        self.browser.find_element(By.ID, "f-given").send_keys("Ana")
        self.browser.find_element(By.ID, "f-family").send_keys("Lima")
        self.browser.find_element(By.ID, "f-password").send_keys(password)
        self.browser.find_element(By.CSS_SELECTOR, "form.stack button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "nav.account form[action='/signout']"))
        return name

    def open(self, path):
        self.browser.get(self.base + path)

    def search(self, text):
        self.open("/")
        box = self.browser.find_element(By.ID, "q")
        box.send_keys(text, Keys.ENTER)
        return self.wait_for_cards(1)

    def cards(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#results > li.card")

    def wait_for_cards(self, count):
        WebDriverWait(self.browser, 10).until(lambda _: len(self.cards()) >= count)
        return self.cards()

    def wait_until(self, condition, timeout=10):
        # A page being replaced (a form posted) leaves elements stale, lists empty or a card without its
        # form for a moment, while the new page is still arriving.
        # Chromium may also answer that a node no longer belongs to the document, or that a script ran
        # while the old document was unloading: both are the same moment, and the wait asks again.
        ignored = (StaleElementReferenceException, NoSuchElementException, IndexError, WebDriverException)
        waiting = WebDriverWait(self.browser, timeout, ignored_exceptions=ignored)
        return waiting.until(condition)

    def screenshot(self, name):
        self.browser.save_screenshot(str(SCREENSHOTS / f"{name}.png"))

    def accessibility_violations(self):
        """What axe-core finds wrong on the page as it is now: rule id and the elements, for each rule."""
        source = (importlib.resources.files("axe_playwright_python") / "axe.min.js").read_text()
        self.browser.execute_script(source)
        return self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document).then(result => done(result.violations.map("
            "  v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))));"
        )

    def poster_loaded(self, image):
        return self.browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
