"""What members think of a film, in the browser: a member's review and rating show up as the members' line
beside the critics' and in the histogram once their diary is public (a private diary's ratings are not counted); another member finds the review helpful with a button that
works without a script, and takes it back; at desktop and phone sizes, with no accessibility violation."""

import itertools

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase

NAMES = (f"opinion{number}" for number in itertools.count(1))
GODFATHER = 47703


class OpinionsTests(BrowserCase):
    def review(self, film, rating, text):
        self.open(f"/movies/{film}")
        self.browser.find_element(By.CSS_SELECTOR, ".review-form summary").click()
        Select(self.browser.find_element(By.ID, "f-rating")).select_by_value(str(rating))
        self.browser.find_element(By.ID, "f-text").send_keys(text)
        self.browser.find_element(By.CSS_SELECTOR, ".review-form form.stack button[type=submit]").click()
        self.wait_until(lambda _: text in self.browser.find_element(By.CSS_SELECTOR, ".review-list").text)

    def make_diary_public(self):
        self.open("/diary")
        self.browser.find_element(By.CSS_SELECTOR, "form.visibility button").click()
        self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, "form.visibility span").text
                        .startswith("Anyone may read"))

    def like_button(self):
        return self.browser.find_element(By.CSS_SELECTOR, ".review-foot form.like button")

    def test_members_ratings_stand_beside_the_critics_and_a_review_is_found_helpful(self):
        author = self.sign_up(next(NAMES))
        self.review(GODFATHER, 9, "An opera of a family.")
        ratings = self.browser.find_element(By.CSS_SELECTOR, ".reviews .ratings").text
        self.assertIn("Critics ", ratings)
        self.assertNotIn("Members 9.0", ratings, "a private diary's rating is not counted")
        self.make_diary_public()
        self.open(f"/movies/{GODFATHER}")
        ratings = self.browser.find_element(By.CSS_SELECTOR, ".reviews .ratings").text
        self.assertIn("Members 9.0/10 · 1 rating", ratings)
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, ".review-foot form.like"), [],
                         "one's own review has no like button")

        self.browser.delete_all_cookies()
        self.sign_up(next(NAMES))
        self.make_diary_public()
        self.review(GODFATHER, 6, "Long.")
        self.assertIn("Members 7.5/10 · 2 ratings", self.browser.find_element(By.CSS_SELECTOR, ".ratings").text)
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "figure.histogram table tr")), 10)
        self.like_button().click()
        self.wait_until(lambda _: self.like_button().get_attribute("aria-pressed") == "true")
        first = self.browser.find_element(By.CSS_SELECTOR, ".review-list li.review")
        self.assertIn(author, first.text, "the helpful review comes first")
        self.assertIn("1 member found this helpful", first.text)
        self.screenshot("opinions-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.browser.find_element(By.ID, "reviews").location_once_scrolled_into_view
        self.screenshot("opinions-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")

        self.like_button().click()
        self.wait_until(lambda _: self.like_button().get_attribute("aria-pressed") == "false")
        self.assertNotIn("found this helpful", self.browser.find_element(By.CSS_SELECTOR, ".review-list").text)
