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
