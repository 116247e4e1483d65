"""The site on a phone: installable as an app (Chromium says so through the DevTools protocol: a manifest
with its icons, a service worker), and, with the network switched off, a page not kept says there is no
signal instead of the browser's error; with scripts off, pages work as before."""

from selenium.webdriver.common.by import By

from browser_case import BrowserCase
from network import Network


class PhoneTests(BrowserCase):
    def wait_for_service_worker(self):
        """Waits until the page is controlled by the service worker, its shell kept."""
        self.browser.set_script_timeout(20)
        self.browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.serviceWorker.ready.then(() => done(true));")
        # The first page was loaded before the worker: the next one is served through it.
        self.browser.refresh()
        self.wait_until(lambda _: self.browser.execute_script("return !!navigator.serviceWorker.controller"))

    def offline(self, off):
        if not hasattr(self, "network"):
            self.network = Network(self.browser)
        self.network.switch(on=not off)

    def test_chromium_reports_the_site_installable(self):
        self.browser.set_window_size(390, 844)
        self.open("/")
        self.wait_for_service_worker()
        manifest = self.browser.execute_cdp_cmd("Page.getAppManifest", {})
        self.assertEqual(manifest.get("errors"), [], manifest)
        self.assertIn('"display":"standalone"', manifest.get("data", ""))
        errors = self.browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})
        self.assertEqual(errors.get("installabilityErrors"), [], errors)
        self.screenshot("phone-home")

    def test_with_no_signal_a_page_not_kept_says_so(self):
        self.browser.set_window_size(390, 844)
        self.open("/")
        self.wait_for_service_worker()
        self.offline(True)
        try:
            self.open("/discover?genre=western")
            self.wait_until(lambda _: self.browser.find_elements(By.TAG_NAME, "h1"))
            self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "No signal")
            self.screenshot("phone-offline")
            self.assertEqual(self.accessibility_violations(), [])
        finally:
            self.offline(False)
        self.open("/discover?genre=western")
        self.assertNotEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "No signal")

    # The pages a member opened lately, kept on the phone for them alone.

    def sign_out(self):
        self.open("/settings")
        # On a phone the account's links are behind Menu, as a person finds them.
        if not self.browser.find_element(By.CSS_SELECTOR, "details.menu").get_attribute("open"):
            self.browser.find_element(By.CSS_SELECTOR, "details.menu summary").click()
        self.browser.find_element(By.CSS_SELECTOR, "nav.account form[action='/signout'] button").click()
        self.wait_until(lambda _: not self.browser.find_elements(By.CSS_SELECTOR, "nav.account form[action='/signout']"))

    def heading(self):
        self.wait_until(lambda _: self.browser.find_elements(By.TAG_NAME, "h1"))
        return self.browser.find_element(By.TAG_NAME, "h1").text

    def test_a_members_pages_are_kept_for_them_and_shown_to_nobody_else(self):
        self.browser.set_window_size(390, 844)
        self.sign_up("keeper")
        self.wait_for_service_worker()
        self.open("/movies/42198")
        self.open("/diary")
        diary = self.heading()
        self.offline(True)
        try:
            self.open("/movies/42198")
            self.assertEqual(self.heading(), "Heat")
            note = self.browser.find_element(By.CSS_SELECTOR, ".saved-note").text
            self.assertIn("saved on this phone", note)
            self.assertRegex(note, r"second|now|minute")
            self.screenshot("phone-saved-page")
            self.assertEqual(self.accessibility_violations(), [])
            self.open("/diary")
            self.assertEqual(self.heading(), diary)
        finally:
            self.offline(False)
        # Signed out, the phone forgets the member's pages: nobody else sees them with no signal.
        self.sign_out()
        self.sign_up("other")
        self.offline(True)
        try:
            for path in ["/diary", "/movies/42198"]:
                self.open(path)
                self.assertEqual(self.heading(), "No signal", path)
        finally:
            self.offline(False)

    # Logging with no signal.

    def log_heat(self, day, rating="8"):
        self.browser.execute_script("document.getElementById('f-day').value = arguments[0]", day)
        self.browser.find_element(By.CSS_SELECTOR, f"#f-rating option[value='{rating}']").click()
        self.browser.find_element(By.CSS_SELECTOR, ".watch-form button[type=submit]").click()

    def waiting(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#outbox-list li")

    def kept_on_phone(self):
        """How many watches the phone keeps to send: its own database, read in the page."""
        return self.browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const open = indexedDB.open("movies", 1);
            open.onsuccess = () => {
                const all = open.result.transaction("outbox").objectStore("outbox").getAll();
                all.onsuccess = () => done(all.result.length);
            };
            open.onerror = () => done(-1);""")

    def test_a_watch_logged_with_no_signal_waits_and_is_sent_once_when_it_returns(self):
        self.browser.set_window_size(390, 844)
        self.sign_up("foyer")
        self.wait_for_service_worker()
        self.open("/movies/42198/log")
        self.offline(True)
        try:
            self.open("/movies/42198/log")
            self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, ".saved-note"))
            self.log_heat("2024-03-12")
            self.wait_until(lambda _: self.waiting())
            self.assertIn("Heat", self.waiting()[0].text)
            self.assertIn("Waiting for a signal", self.waiting()[0].text)
            self.screenshot("phone-waiting")
            self.assertEqual(self.accessibility_violations(), [])
            # Every page says something waits.
            self.open("/movies/42198")
            self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".waiting-note"))
            self.assertIn("1 watch is waiting", self.browser.find_element(By.CSS_SELECTOR, ".waiting-note").text)
        finally:
            self.offline(False)
        self.open("/waiting")
        self.wait_until(lambda _: self.kept_on_phone() == 0, timeout=20)
        self.open("/diary")
        watches = self.browser.find_elements(By.CSS_SELECTOR, "li.watch")
        self.assertEqual(len(watches), 1)
        self.assertIn("Heat", watches[0].text)

    def test_two_watches_logged_from_one_kept_form_are_two(self):
        self.browser.set_window_size(390, 844)
        self.sign_up("twice")
        self.wait_for_service_worker()
        self.open("/movies/42198/log")
        self.offline(True)
        try:
            self.open("/movies/42198/log")
            self.log_heat("2024-03-12")
            self.wait_until(lambda _: len(self.waiting()) == 1)
            # Back to the same form, as a person does, and another watch of another day.
            self.browser.back()
            self.wait_until(lambda _: self.browser.find_elements(By.ID, "f-day"))
            self.log_heat("2024-03-19", rating="6")
            self.wait_until(lambda _: len(self.waiting()) == 2)
        finally:
            self.offline(False)
        self.open("/waiting")
        self.wait_until(lambda _: self.kept_on_phone() == 0, timeout=20)
        self.open("/diary")
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 2)

    def test_a_watch_the_site_refuses_says_why_and_is_fixed_or_dropped(self):
        self.browser.set_window_size(390, 844)
        self.sign_up("fixer")
        self.wait_for_service_worker()
        self.open("/movies/42198/log")
        self.offline(True)
        try:
            self.open("/movies/42198/log")
            self.log_heat("1990-05-01")
            self.wait_until(lambda _: self.waiting())
            self.open("/movies/42198/log")
            self.log_heat("2024-01-01", rating="6")
            self.wait_until(lambda _: len(self.waiting()) == 2)
        finally:
            self.offline(False)
        self.open("/waiting")
        self.wait_until(lambda _: len(self.waiting()) == 1 and "Not logged" in self.waiting()[0].text, timeout=20)
        self.assertIn("before the film came out", self.waiting()[0].text)
        self.screenshot("phone-refused")
        self.waiting()[0].find_element(By.LINK_TEXT, "Fix").click()
        self.wait_until(lambda _: self.browser.find_elements(By.ID, "f-day"))
        self.assertEqual(self.browser.find_element(By.ID, "f-day").get_attribute("value"), "1990-05-01")
        self.log_heat("2023-12-31")
        self.wait_until(lambda _: "/movies/42198" in self.browser.current_url and "log" not in self.browser.current_url)
        self.open("/waiting")
        self.wait_until(lambda _: self.browser.find_element(By.ID, "outbox-none").is_displayed())
        self.open("/diary")
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 2)

    # The same on a phone with scripts off: nothing registers, and logging and sharing work as forms.

    def test_with_scripts_off_a_phone_logs_and_shares_as_plain_pages(self):
        self.browser.set_window_size(390, 844)
        self.browser.execute_cdp_cmd(
            "Storage.clearDataForOrigin", {"origin": self.base, "storageTypes": "service_workers,cache_storage"})
        self.browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.sign_up("plain")
            self.open("/share?title=Heat&url=https%3A%2F%2Fwww.imdb.com%2Ftitle%2Ftt0113277%2F")
            self.wait_until(lambda _: self.browser.find_elements(By.ID, "f-day"))
            self.assertIn("/movies/42198/log", self.browser.current_url)
            self.browser.find_element(By.ID, "f-day").clear()
            self.browser.find_element(By.CSS_SELECTOR, "#f-rating option[value='9']").click()
            self.browser.find_element(By.CSS_SELECTOR, ".watch-form button[type=submit]").click()
            self.wait_until(lambda _: self.browser.current_url.endswith("/movies/42198"))
            self.screenshot("phone-noscript-logged")
            registered = self.browser.execute_cdp_cmd("Runtime.evaluate", {
                "expression": "navigator.serviceWorker.getRegistrations().then(r => r.length)",
                "awaitPromise": True})
            self.open("/diary")
            self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 1)
        finally:
            self.browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        self.assertEqual(registered["result"].get("value"), 0, "no service worker without scripts")
