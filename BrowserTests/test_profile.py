"""A member's profile in the browser: favourites chosen on films' pages show as posters, the counts and the
reviews with posters follow, one's own name in the header opens the profile, and a visitor sees it
without the buttons; at desktop and phone sizes, with no accessibility violation."""

import itertools

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase

NAMES = (f"profiled{number}" for number in itertools.count(1))
GODFATHER, CONVERSATION = 47703, 1009788


class ProfileTests(BrowserCase):
    def favourite(self, film):
        self.open(f"/movies/{film}")
        self.browser.find_element(By.CSS_SELECTOR, ".favourite-film button[type=submit]").click()
        self.wait_until(lambda _: "Favourite" in self.browser.find_element(By.CSS_SELECTOR, ".favourite-film").text)

    def favourites(self):
        return self.browser.execute_script(
            "return [...document.querySelectorAll('.poster-row.favourites .title')].map(t => t.innerText.trim())")

    def test_favourites_counts_and_reviews_make_a_profile_a_visitor_reads(self):
        name = self.sign_up(next(NAMES))
        self.favourite(GODFATHER)
        self.assertIn("Favourite 1 of 4", self.browser.find_element(By.CSS_SELECTOR, ".favourite-film").text)
        self.favourite(CONVERSATION)
        self.browser.find_element(By.CSS_SELECTOR, ".review-form summary").click()
        Select(self.browser.find_element(By.ID, "f-rating")).select_by_value("8")
        self.browser.find_element(By.ID, "f-text").send_keys("Paranoia, quietly.")
        self.browser.find_element(By.CSS_SELECTOR, ".review-form form.stack button[type=submit]").click()
        self.wait_until(lambda _: "Paranoia" in self.browser.find_element(By.CSS_SELECTOR, ".review-list").text)

        self.browser.find_element(By.CSS_SELECTOR, f"nav.account a[href='/u/{name}']").click()
        self.wait_until(lambda _: self.browser.current_url.endswith(f"/u/{name}"))
        self.assertEqual(self.favourites(), ["The Godfather (1972)", "The Conversation (1974)"])
        counts = self.browser.find_element(By.CSS_SELECTOR, ".profile-counts").text
        self.assertIn("1\nreview", counts.replace(" ", "\n"))
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, ".review.with-poster img"), "a review shows its poster")
        self.screenshot("profile-own-desktop")
        self.assertEqual(self.accessibility_violations(), [])

        self.browser.find_element(By.CSS_SELECTOR, ".poster-row.favourites form.favourite button").click()
        self.wait_until(lambda _: self.favourites() == ["The Conversation (1974)"])

        self.browser.delete_all_cookies()
        self.browser.set_window_size(390, 844)
        self.open(f"/u/{name}")
        self.assertEqual(self.favourites(), ["The Conversation (1974)"])
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "form.favourite"), [], "a visitor changes nothing")
        self.screenshot("profile-visitor-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.assertEqual(self.accessibility_violations(), [])
