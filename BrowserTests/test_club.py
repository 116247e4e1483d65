"""Following and blocking in the browser: a member follows another from the profile, the counts and the
list of followers follow, and a block is undone from Settings; at desktop and phone sizes, with no
accessibility violation."""

import itertools
import json

from selenium.webdriver.common.by import By

from browser_case import BrowserCase

NAMES = (f"clubbed{number}" for number in itertools.count(1))


class ClubTests(BrowserCase):
    def press(self, label):
        self.browser.find_element(By.CSS_SELECTOR, f".follow-buttons button[aria-label^='{label}:']").click()

    def test_following_shows_on_the_profile_and_in_the_list_of_followers(self):
        followed = self.sign_up(next(NAMES))
        self.browser.delete_all_cookies()
        follower = self.sign_up(next(NAMES))
        self.open(f"/u/{followed}")
        self.press("Follow")
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "button[aria-label^='Unfollow:']"))
        counts = self.browser.find_element(By.CSS_SELECTOR, ".profile-counts").text
        self.assertIn("1 follower", " ".join(counts.split()))
        self.screenshot("club-profile-desktop")
        self.assertEqual(self.accessibility_violations(), [])

        self.browser.find_element(By.CSS_SELECTOR, f"a[href='/u/{followed}/followers']").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/followers"))
        self.assertIn(f"@{follower}", self.browser.find_element(By.CSS_SELECTOR, ".follow-list").text)
        self.browser.set_window_size(390, 844)
        self.screenshot("club-followers-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_a_block_is_said_on_the_profile_and_undone_from_settings(self):
        blocked = self.sign_up(next(NAMES))
        self.browser.delete_all_cookies()
        self.sign_up(next(NAMES))
        self.open(f"/u/{blocked}")
        self.press("Block")
        self.wait_until(lambda _: "You blocked" in self.browser.find_element(By.CSS_SELECTOR, ".profile").text)
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "button[aria-label^='Follow:']"), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("club-blocked-profile-phone")
        self.assertEqual(self.accessibility_violations(), [])

        self.open("/settings")
        self.browser.find_element(By.CSS_SELECTOR, "#blocked a").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/settings/blocked"))
        self.browser.find_element(By.CSS_SELECTOR, ".follow-list button").click()
        self.wait_until(lambda _: "You have blocked nobody." in self.browser.find_element(By.CSS_SELECTOR, "main").text)
        self.browser.set_window_size(1280, 900)
        self.screenshot("club-blocked-none-desktop")
        self.assertEqual(self.accessibility_violations(), [])

    def api(self, method, path, body=None):
        """A JSON call from the page, as its own script would make one (the session's cookie, this origin)."""
        script = """const [method, path, body, done] = arguments;
            fetch(path, {method, headers: {'Content-Type': 'application/json'}, body})
                .then(response => response.status).then(done)"""
        return self.browser.execute_async_script(script, method, path, None if body is None else json.dumps(body))

    def test_the_feed_is_a_members_home_page(self):
        watcher = self.sign_up(next(NAMES))
        self.open("/")
        self.assertEqual(self.api("PUT", "/api/diary/visibility", {"public": True}), 200)
        for film, rating, review in [(47703, 10, "Every scene earns its length."), (42198, 8, None)]:
            entry = {"film": str(film), "day": "2026-11-20", "rating": rating}
            if review:
                entry["review"] = review
            self.assertIn(self.api("POST", "/api/diary", entry), (200, 201))
        self.browser.delete_all_cookies()
        self.sign_up(next(NAMES))
        self.open(f"/u/{watcher}")
        self.press("Follow")
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "button[aria-label^='Unfollow:']"))
        self.open("/")
        feed = self.browser.find_element(By.CSS_SELECTOR, ".feed")
        self.assertIn(f"{watcher} watched 2 films", feed.text)
        self.assertIn("Every scene earns its length.", feed.text)
        self.screenshot("feed-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("feed-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.assertEqual(self.accessibility_violations(), [])
