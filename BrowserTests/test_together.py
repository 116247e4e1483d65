"""Watching together, notifications, comments under a review and For you in the browser: a watch names a
friend, who sees the offer over their diary and adds it with their own rating; the owner of a review sees
"Notifications" in the header, reads the comment on /notifications, and the count goes; For you says what
it needs.
At desktop and phone sizes, with no accessibility violation."""

import itertools
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase

NAMES = (f"together{number}" for number in itertools.count(1))


class TogetherTests(BrowserCase):
    def api(self, method, path, body=None):
        """A JSON call from the page, as its own script would make one: the status and the answer."""
        script = """const [method, path, body, done] = arguments;
            fetch(path, {method, headers: {'Content-Type': 'application/json'}, body})
                .then(async response => done([response.status, await response.text()]))"""
        status, text = self.browser.execute_async_script(
            script, method, path, None if body is None else json.dumps(body))
        return status, (json.loads(text) if text else None)

    def sign_in(self, name, password="correct horse"):
        self.browser.delete_all_cookies()
        self.open("/signin")
        self.browser.find_element(By.ID, "f-name").send_keys(name)
        self.browser.find_element(By.ID, "f-password").send_keys(password)
        self.browser.find_element(By.CSS_SELECTOR, "form.stack button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "nav.account form[action='/signout']"))

    def check(self, name):
        """The page at a desktop's size and a phone's: screenshots, nothing sideways, no violation."""
        for width, height, size in [(1280, 900, "desktop"), (390, 844, "phone")]:
            self.browser.set_window_size(width, height)
            self.screenshot(f"{name}-{size}")
            self.assertLessEqual(
                self.browser.execute_script("return document.documentElement.scrollWidth"), width,
                f"{name}: nothing runs off the {size}")
            self.assertEqual(self.accessibility_violations(), [], f"{name} at {size} size")
        self.browser.set_window_size(1280, 900)

    def test_a_named_friend_adds_the_watch_and_a_comment_is_unread_until_read(self):
        ana = self.sign_up(next(NAMES))
        self.browser.delete_all_cookies()
        bob = self.sign_up(next(NAMES))
        self.open("/")
        self.assertEqual(self.api("PUT", f"/api/members/{ana}/follow")[0], 200)
        self.sign_in(ana)
        self.open("/")
        self.assertEqual(self.api("PUT", f"/api/members/{bob}/follow")[0], 200)
        status, watch = self.api(
            "POST", "/api/diary",
            {"film": "47703", "day": "2026-11-20", "rating": 9, "review": "Every scene earns its length.",
             "with": [bob]})
        self.assertEqual(status, 201)
        self.assertEqual(watch["with"], [bob])

        self.sign_in(bob)
        self.assertEqual(self.api("POST", "/api/comments", {"on": watch["id"], "text": "The wedding!"})[0], 201)
        self.open("/diary")
        offer = self.browser.find_element(By.CSS_SELECTOR, "section.offers li.offer")
        self.assertIn(f"{ana} watched The Godfather (1972) with you", offer.text)
        self.check("together-offer")
        offer = self.browser.find_element(By.CSS_SELECTOR, "section.offers li.offer")
        Select(offer.find_element(By.CSS_SELECTOR, "select")).select_by_value("7")
        offer.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
        self.wait_until(lambda _: not self.browser.find_elements(By.CSS_SELECTOR, "section.offers"))
        self.assertIn(f"with {ana}", self.browser.find_element(By.CSS_SELECTOR, "main").text)
        self.open(f"/reviews/{watch['id']}")
        self.assertIn("The wedding!", self.browser.find_element(By.CSS_SELECTOR, "main").text)
        self.check("together-review-comments")

        self.sign_in(ana)
        self.open("/saved")
        notices = self.browser.find_element(By.CSS_SELECTOR, "nav.account a.notices")
        self.assertIn("unread", notices.get_attribute("textContent"))
        self.check("together-header-notifications")
        notices.click() if notices.is_displayed() else self.open("/notifications")
        self.wait_until(lambda _: self.browser.current_url.endswith("/notifications"))
        main = self.browser.find_element(By.CSS_SELECTOR, "main").text
        self.assertIn(f"{bob} commented on your review of The Godfather", main)
        self.assertIn(f"{bob} followed you", main)
        self.check("together-notifications")
        self.open("/saved")
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "nav.account a.notices"), [], "read: none unread")

    def test_for_you_says_what_it_needs_and_sets_a_film_aside(self):
        self.sign_up(next(NAMES))
        self.open("/for-you")
        self.assertIn("Rate 10 more films", self.browser.find_element(By.CSS_SELECTOR, "main").text)
        reasons = self.browser.find_element(By.CSS_SELECTOR, "ol.for-you .reasons").text
        self.assertEqual(reasons, "Critics love it", "no genre is said of a member who watched nothing")
        self.check("for-you")
        first = self.browser.find_element(By.CSS_SELECTOR, "ol.for-you > li")
        title = first.find_element(By.CSS_SELECTOR, "h2 a").text
        first.find_element(By.CSS_SELECTOR, "form button").click()
        notice = self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "p.notice"))[0]
        self.assertIn(f"“{title}” will not be suggested again.", notice.text)
        self.assertNotIn(title, self.browser.find_element(By.CSS_SELECTOR, "ol.for-you").text)
        self.check("for-you-dismissed")

    def test_friends_pick_a_film_for_tonight(self):
        ana = self.sign_up(next(NAMES))
        self.browser.delete_all_cookies()
        bob = self.sign_up(next(NAMES))
        self.open("/")
        self.assertEqual(self.api("PUT", f"/api/members/{ana}/follow")[0], 200)
        self.assertEqual(self.api("POST", "/api/diary", {"film": "42198", "day": "unknown", "rating": 9})[0], 201)
        # What a friend's pick says of bob is his diary's: he lets anyone read it.
        self.assertEqual(self.api("PUT", "/api/diary/visibility", {"public": True})[0], 200)
        self.sign_in(ana)
        self.open("/")
        self.assertEqual(self.api("PUT", f"/api/members/{bob}/follow")[0], 200)
        self.assertEqual(self.api("POST", "/api/diary", {"film": "47703", "day": "unknown", "rating": 10})[0], 201)
        self.open("/pick")
        self.assertIn("Choose who watches with you", self.browser.find_element(By.CSS_SELECTOR, "main").text)
        self.check("pick-form")
        self.browser.find_element(By.CSS_SELECTOR, f"input[name=with][value='{bob}']").click()
        Select(self.browser.find_element(By.CSS_SELECTOR, "select[name=under]")).select_by_value("120")
        self.browser.find_element(By.CSS_SELECTOR, "form.pick-form button[type=submit]").click()
        films = self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "ol.pick > li"))
        self.assertEqual(len(films), 20)
        first = films[0].text
        self.assertIn("Everyone about", first)
        self.assertIn("You: about", first)
        self.assertIn(f"{bob}: about", first)
        self.assertNotIn("The Godfather (1972)", self.browser.find_element(By.CSS_SELECTOR, "ol.pick").text)
        self.assertIn(f"with={bob}", self.browser.current_url, "a pick is an address to share")
        self.check("pick-films")
        self.open(f"/pick?with={bob}&genre=polka")
        self.assertIn("There is no genre", self.browser.find_element(By.CSS_SELECTOR, "p.error").text)
        self.assertTrue(
            self.browser.find_element(By.CSS_SELECTOR, f"input[name=with][value='{bob}']").is_selected(),
            "the form keeps what was chosen")
