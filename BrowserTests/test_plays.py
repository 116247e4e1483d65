"""Plays from media servers in the browser: Settings → Plays makes a play token and shows its addresses
once; a play a server posts there is logged, and one that fits no film waits with the films it may be and
is logged as the one chosen, at desktop and phone sizes, with no accessibility violation."""

import itertools
import json
import urllib.request

from selenium.webdriver.common.by import By

from browser_case import BrowserCase

NAMES = (f"player{number}" for number in itertools.count(1))


class PlaysTests(BrowserCase):
    def post(self, address, body):
        path = address[address.index("/api/"):]
        request = urllib.request.Request(
            self.base + path, data=json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())

    def test_a_play_token_logs_plays_and_a_play_that_fits_no_film_waits_for_a_choice(self):
        self.sign_up(next(NAMES))
        self.open("/settings")
        self.browser.find_element(By.CSS_SELECTOR, "#plays a").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "form[action='/settings/plays/token']"))
        self.browser.find_element(By.CSS_SELECTOR, "form[action='/settings/plays/token'] button").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "dl.addresses code"))
        addresses = [code.text for code in self.browser.find_elements(By.CSS_SELECTOR, "dl.addresses code")]
        self.assertEqual([address.split("/")[-2] for address in addresses], ["jellyfin", "plex", "emby", "json"])
        self.screenshot("plays-token-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("plays-token-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "the addresses wrap")
        self.browser.set_window_size(1280, 900)
        jellyfin, json_address = addresses[0], addresses[3]
        logged = self.post(jellyfin, {
            "NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": "Heat", "Year": 1995,
            "Provider_imdb": "tt0113277", "PlayedToCompletion": True,
            "Timestamp": "2024-03-01T23:30:00.0000000-05:00"})
        self.assertEqual(logged["play"]["fate"], "logged")
        waiting = self.post(json_address, {"title": "Heat", "watched_at": "2024-03-02T21:00:00Z"})
        self.assertEqual(waiting["play"]["fate"], "waiting")

        self.open("/settings/plays")
        main = self.browser.find_element(By.TAG_NAME, "main").text
        self.assertNotIn("movies_", main, "the token is shown once, when it is made")
        self.assertIn("Heat (1995) · from Jellyfin · 2024-03-01", main)
        self.assertIn("Logged on 2024-03-01", main)
        fieldset = self.browser.find_element(By.TAG_NAME, "fieldset")
        self.assertIn("Heat (1995)", fieldset.text)
        self.screenshot("plays-waiting-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("plays-waiting-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(1280, 900)
        fieldset.find_element(By.CSS_SELECTOR, "input[type=radio]").click()
        fieldset.find_element(By.XPATH, "./ancestor::form//button[@type='submit']").click()
        self.wait_until(lambda _: not self.browser.find_elements(By.TAG_NAME, "fieldset"))
        self.assertIn("Logged on 2024-03-02", self.browser.find_element(By.TAG_NAME, "main").text)
        self.open("/diary")
        self.assertIn("from Jellyfin", self.browser.find_element(By.TAG_NAME, "main").text)
