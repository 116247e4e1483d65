"""People in the browser: signing up, saving films with Undo, the saved list, reviews and a person's
public page, at desktop and phone sizes. Every test saves a screenshot of the state it checks."""

import itertools
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as shown
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase

NAMES = (f"person{number}" for number in itertools.count(1))


class PeopleTests(BrowserCase):
    def sign_up(self, name=None, password="correct horse"):
        return super().sign_up(name or next(NAMES), password)

    def sign_out(self):
        self.browser.find_element(By.CSS_SELECTOR, "nav.account button").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "nav.account a[href^='/signin']"))

    def save_button(self, card):
        return card.find_element(By.CSS_SELECTOR, "form.save-toggle button")

    def test_sign_up_search_save_undo_and_see_the_saved_list(self):
        name = self.sign_up()
        self.assertIn(name, self.browser.find_element(By.CSS_SELECTOR, "nav.account").text)
        cards = self.search("star wars")
        # By keyboard: Enter on the focused Save saves, and focus stays on the button (now "Saved").
        first = self.save_button(cards[0])
        self.browser.execute_script("arguments[0].focus()", first)
        first.send_keys(Keys.ENTER)
        self.wait_until(lambda _: first.get_attribute("aria-pressed") == "true")
        self.assertEqual(self.browser.switch_to.active_element, first)
        self.save_button(cards[1]).click()
        self.wait_until(lambda _: self.save_button(cards[1]).get_attribute("aria-pressed") == "true")
        self.screenshot("people-search-saved")

        # Removing in place offers Undo, which brings the film back.
        self.save_button(cards[1]).click()
        undo = self.wait_until(shown.visibility_of_element_located((By.CSS_SELECTOR, "#undo button")))
        self.screenshot("people-removed-undo")
        undo.click()
        self.wait_until(lambda _: len(self.browser.find_elements(By.CSS_SELECTOR, "#results > li.card")) > 1)
        self.wait_until(lambda _: self.save_button(self.cards()[1]).get_attribute("aria-pressed") == "true")

        self.open("/saved")
        titles = [title.text for title in self.browser.find_elements(By.CSS_SELECTOR, "#saved .title")]
        self.assertEqual(len(titles), 2)
        self.assertTrue(all(title.startswith("Star Wars") for title in titles))
        for image in self.browser.find_elements(By.CSS_SELECTOR, "#saved img"):
            self.wait_until(lambda _: self.poster_loaded(image))
        self.screenshot("people-saved-list")
        self.browser.set_window_size(390, 844)
        self.screenshot("people-saved-list-phone")

    def test_on_a_phone_every_language_keeps_the_header_to_two_rows_and_what_matters_on_the_first_screen(self):
        self.sign_up()
        self.browser.set_window_size(390, 844)
        sideways = "return document.documentElement.scrollWidth > document.documentElement.clientWidth"
        for lang in ["en", "es", "ko"]:
            self.open(f"/movies/47703?lang={lang}")
            header = self.browser.find_element(By.CSS_SELECTOR, "header.bar")
            self.assertLess(header.size["height"], 120, f"the header wraps in {lang}")
            save = self.browser.find_element(By.CSS_SELECTOR, ".details form.save-toggle button")
            rating = self.browser.find_element(By.CSS_SELECTOR, ".details .headline p")
            poster = self.browser.find_element(By.CSS_SELECTOR, ".details img")
            facts = self.browser.find_element(By.CSS_SELECTOR, ".details .facts")
            self.assertIn("9.4/10", rating.text)
            # The title, rating and Save, then the facts, then the large poster.
            self.assertLess(save.location["y"] + save.size["height"], facts.location["y"], lang)
            self.assertLess(facts.location["y"] + facts.size["height"], poster.location["y"], lang)
            self.assertFalse(self.browser.execute_script(sideways), f"the film page scrolls sideways in {lang}")
            self.screenshot(f"phone-film-{lang}")
            menu = self.browser.find_element(By.CSS_SELECTOR, ".menu summary")
            sign_out = self.browser.find_element(By.CSS_SELECTOR, "nav.account form[action='/signout'] button")
            self.assertFalse(sign_out.is_displayed(), "the links wait behind Menu")
            menu.click()
            self.assertTrue(sign_out.is_displayed())
            self.screenshot(f"phone-menu-{lang}")

            self.open(f"/discover?genre=drama&lang={lang}")
            first = self.cards()[0]
            self.assertLess(first.location["y"], 700, f"the filters fill the first screen in {lang}")
            self.assertFalse(self.browser.execute_script(sideways), f"browse scrolls sideways in {lang}")
            self.screenshot(f"phone-browse-{lang}")

    def active(self):
        return self.browser.switch_to.active_element

    def tab_to(self, wanted, limit=80):
        """Presses Tab until the focused element is `wanted` (a predicate on it), as a keyboard user does."""
        for _ in range(limit):
            ActionChains(self.browser).send_keys(Keys.TAB).perform()
            if wanted(self.active()):
                return self.active()
        self.fail("Tab never reached the element")

    def test_by_keyboard_alone_from_home_to_a_saved_film_and_a_written_review(self):
        self.sign_up()
        self.open("/")
        self.tab_to(lambda element: element.get_attribute("id") == "q").send_keys("heat", Keys.ENTER)
        self.wait_for_cards(1)
        save = self.tab_to(lambda element: element.get_attribute("aria-pressed") == "false")
        save.send_keys(Keys.ENTER)
        self.wait_until(lambda _: self.active().get_attribute("aria-pressed") == "true")
        self.assertIn("save-toggle", self.active().find_element(By.XPATH, "..").get_attribute("class"))

        # Shift+Tab back to the film's link, open it, and write a review.
        ActionChains(self.browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.assertEqual(self.active().tag_name, "a")
        self.active().send_keys(Keys.ENTER)
        self.wait_until(lambda _: "/movies/" in self.browser.current_url)
        self.assertEqual(
            self.browser.find_element(By.CSS_SELECTOR, ".details form.save-toggle button").get_attribute("aria-pressed"),
            "true")
        self.tab_to(lambda element: element.tag_name == "summary" and "review" in element.text.lower()).send_keys(Keys.ENTER)
        rating = self.tab_to(lambda element: element.get_attribute("id") == "f-rating")
        rating.send_keys(Keys.DOWN)
        self.tab_to(lambda element: element.get_attribute("id") == "f-text").send_keys("Taut from first to last.")
        self.tab_to(lambda element: element.text == "Publish").send_keys(Keys.ENTER)
        review = self.wait_until(shown.visibility_of_element_located((By.CSS_SELECTOR, ".review")))
        self.assertIn("Taut from first to last.", review.text)
        self.assertIn("#reviews", self.browser.current_url, "the page comes back to the reviews")
        self.screenshot("people-keyboard-review")

    def test_saving_works_without_javascript_and_remove_all_asks_first(self):
        self.sign_up()
        self.browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.open("/?q=heat")
            self.screenshot("people-nojs-search")
            self.save_button(self.cards()[0]).click()
            self.wait_until(lambda _: self.save_button(self.cards()[0]).get_attribute("aria-pressed") == "true")
            self.open("/saved")
            self.browser.find_element(By.LINK_TEXT, "Remove all").click()
            dialog = self.browser.find_element(By.CSS_SELECTOR, ".confirm")
            self.assertIn("Remove your saved film?", dialog.text)
            self.screenshot("people-remove-all-confirm")
            dialog.find_element(By.CSS_SELECTOR, "button.danger").click()
            self.wait_until(lambda _: "No saved films yet." in self.browser.find_element(By.TAG_NAME, "main").text)
            self.browser.find_element(By.CSS_SELECTOR, "#undo button").click()
            self.wait_until(lambda _: len(self.browser.find_elements(By.CSS_SELECTOR, "#saved > li")) == 1)
        finally:
            self.browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def test_a_review_shows_on_the_film_and_on_the_public_page_after_sign_out(self):
        name = self.sign_up()
        self.open("/movies/17738")
        form = self.browser.find_element(By.CSS_SELECTOR, ".review-form")
        form.find_element(By.TAG_NAME, "summary").click()
        Select(self.browser.find_element(By.ID, "f-rating")).select_by_value("7")
        self.browser.find_element(By.ID, "f-text").send_keys("Tense.\n\n<b>Still great</b>")
        self.browser.find_element(By.CSS_SELECTOR, ".review-form button[type=submit]").click()
        review = self.wait_until(shown.visibility_of_element_located((By.CSS_SELECTOR, ".review")))
        self.assertIn("★★★½☆ 7/10", review.text)
        self.assertIn("<b>Still great</b>", review.find_element(By.CSS_SELECTOR, ".review-text").text)
        self.assertIn("1 review · 7.0/10 on average", self.browser.find_element(By.ID, "reviews").text)
        self.screenshot("people-review-details")

        self.sign_out()
        self.open(f"/u/{name.upper()}")
        self.assertIn(f"Reviews by {name}", self.browser.find_element(By.CSS_SELECTOR, "h2#reviews").text)
        self.assertIn("Star Wars", self.browser.find_element(By.CSS_SELECTOR, ".review").text)
        self.screenshot("people-public-page")
        self.browser.set_window_size(390, 844)
        self.screenshot("people-public-page-phone")

    def test_a_taken_name_and_a_wrong_password_are_said_beside_the_form(self):
        name = self.sign_up()
        self.sign_out()
        self.open("/signup")
        self.browser.find_element(By.ID, "f-name").send_keys(name.upper())
        self.browser.find_element(By.ID, "f-given").send_keys("Bo")
        self.browser.find_element(By.ID, "f-family").send_keys("Ng")
        self.browser.find_element(By.ID, "f-password").send_keys("another one")
        self.browser.find_element(By.CSS_SELECTOR, "form.stack button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.ID, "f-name-error"))
        self.assertIn("is taken", self.browser.find_element(By.ID, "f-name-error").text)
        self.assertEqual(self.browser.find_element(By.ID, "f-given").get_attribute("value"), "Bo")
        self.screenshot("people-signup-taken")
        self.browser.set_window_size(390, 844)
        self.screenshot("people-signup-taken-phone")

        self.browser.set_window_size(1280, 900)
        self.open("/signin")
        self.browser.find_element(By.ID, "f-name").send_keys(name)
        self.browser.find_element(By.ID, "f-password").send_keys("wrong password")
        self.browser.find_element(By.CSS_SELECTOR, "form.stack button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".error"))
        self.assertIn("The name or the password is wrong.", self.browser.find_element(By.CSS_SELECTOR, ".error").text)
        self.screenshot("people-signin-wrong")

    def test_settings_rename_and_the_spanish_and_korean_pages(self):
        self.sign_up()
        self.open("/settings?lang=es")
        self.assertIn("Ajustes", self.browser.find_element(By.TAG_NAME, "h1").text)
        self.screenshot("people-settings-es")
        name = self.browser.find_element(By.CSS_SELECTOR, "#name input[name=name]")
        name.clear()
        name.send_keys(next(NAMES) + "_x")
        self.browser.find_element(By.CSS_SELECTOR, "#name button").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".notice"))
        self.assertIn("Cambios guardados.", self.browser.find_element(By.CSS_SELECTOR, ".notice").text)
        self.open("/saved?lang=ko")
        self.assertIn("저장한 영화", self.browser.find_element(By.TAG_NAME, "h1").text)
        self.screenshot("people-saved-ko")
        self.open("/?lang=en")

    def test_settings_list_where_one_is_signed_in_and_sign_out_everywhere_else(self):
        self.sign_up()
        self.open("/settings")
        sessions = self.browser.find_element(By.ID, "sessions")
        self.assertIn("Where you are signed in", sessions.text)
        self.assertIn("(this browser)", sessions.text)
        self.browser.execute_script("arguments[0].scrollIntoView()", sessions)
        self.screenshot("people-settings-sessions")
        self.browser.set_window_size(390, 844)
        self.browser.execute_script("arguments[0].scrollIntoView()", sessions)
        self.screenshot("people-settings-sessions-phone")
        self.assertEqual(self.accessibility_violations(), [])
        sessions.find_element(By.CSS_SELECTOR, "button").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".notice"))
        self.assertIn("Signed out of every other browser. Access tokens still work", self.browser.find_element(By.CSS_SELECTOR, ".notice").text)
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, "nav.account form[action='/signout']"))

    def test_a_private_diary_shapes_friends_picks_only_once_its_member_says_so(self):
        self.sign_up()
        self.open("/settings")
        panel = self.browser.find_element(By.ID, "picks")
        self.assertIn("do not read your private diary", panel.text)
        self.browser.execute_script("arguments[0].scrollIntoView()", panel)
        self.screenshot("people-settings-picks")
        panel.find_element(By.CSS_SELECTOR, "button").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".notice"))
        panel = self.browser.find_element(By.ID, "picks")
        self.assertIn("nothing of them is shown", panel.text)
        self.browser.set_window_size(390, 844)
        self.browser.execute_script("arguments[0].scrollIntoView()", panel)
        self.screenshot("people-settings-picks-phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_no_people_page_has_an_accessibility_violation(self):
        self.open("/signup")
        self.assertEqual(self.accessibility_violations(), [])
        self.sign_up()
        self.open("/?q=alien")
        self.save_button(self.cards()[0]).click()
        for path in ["/?q=alien", "/saved", "/settings", "/movies/17738"]:
            with self.subTest(path=path):
                self.open(path)
                self.assertEqual(self.accessibility_violations(), [])


if __name__ == "__main__":
    unittest.main()
