"""The diary in the browser: log a film from its page (with a rating, a review and the saved film it ends),
see the film's line, the diary in months at desktop and phone sizes, edit, delete and undo, and what the
form says beside a field at fault. Every test saves a screenshot of the state it checks."""

import itertools

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase

NAMES = (f"diarist{number}" for number in itertools.count(1))


class DiaryTests(BrowserCase):
    def sign_up(self):
        return super().sign_up(next(NAMES))

    def log(self, film, day=None, rating=None, review=None, unknown=False):
        self.open(f"/movies/{film}")
        self.browser.find_element(By.CSS_SELECTOR, ".film-actions a.log").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".watch-form form"))
        if day:
            field = self.browser.find_element(By.ID, "f-day")
            self.browser.execute_script("arguments[0].value = arguments[1]", field, day)
        if unknown:
            self.browser.find_element(By.ID, "f-unknown").click()
        if rating:
            Select(self.browser.find_element(By.ID, "f-rating")).select_by_value(str(rating))
        if review:
            self.browser.find_element(By.ID, "f-review").send_keys(review)
        form = self.browser.find_element(By.CSS_SELECTOR, ".watch-form form")
        self.browser.find_element(By.CSS_SELECTOR, ".watch-form button[type=submit]").click()
        # Back on the film's page, or the form again with what is wrong.
        self.wait_until(lambda _: self.is_stale(form))
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, ".diary-line, .field-error, .error"))

    def is_stale(self, element):
        try:
            element.is_enabled()
            return False
        except Exception:
            return True

    def test_a_members_home_leads_with_their_films_at_desktop_and_phone_sizes(self):
        self.sign_up()
        self.open("/movies/47703")
        self.browser.find_element(By.CSS_SELECTOR, "form.save-toggle button").click()
        self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, "form.save-toggle button")
                        .get_attribute("aria-pressed") == "true")
        self.log("42198", day="2024-03-12", rating=8)
        self.log("17738", day="2024-03-14")
        for width, name in [(1280, "home-member"), (390, "home-member-phone")]:
            self.browser.set_window_size(width, 900)
            self.open("/")
            section = self.browser.find_element(By.CSS_SELECTOR, "section.your-films")
            self.assertIn("Watched lately", section.text)
            self.assertIn("Saved, not watched yet", section.text)
            self.assertIn("The Godfather", section.text)
            self.assertEqual(self.accessibility_violations(), [], name)
            self.screenshot(name)
        self.browser.find_element(By.CSS_SELECTOR, "section.your-films a.see-all[href='/diary']").click()
        self.wait_until(lambda _: "/diary" in self.browser.current_url)

    def test_log_films_then_the_diary_in_months_with_delete_and_undo(self):
        self.sign_up()
        self.open("/movies/42198")
        self.browser.find_element(By.CSS_SELECTOR, ".film-actions form.save-toggle button").click()
        self.wait_until(lambda _: self.browser.find_element(
            By.CSS_SELECTOR, ".film-actions form.save-toggle button").get_attribute("aria-pressed") == "true")
        self.log(42198, day="2024-03-12", rating=8, review="Tense, then sad.")
        self.screenshot("diary-form-filled")
        line = self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, ".diary-line"))
        self.assertEqual(line.text, "Watched once, last on March 12, 2024 · your rating 8/10")
        self.assertIn("Tense, then sad.", self.browser.find_element(By.CSS_SELECTOR, ".reviews").text)
        self.assertEqual(self.browser.find_element(
            By.CSS_SELECTOR, ".film-actions form.save-toggle button").get_attribute("aria-pressed"), "false",
            "a film logged leaves the saved films")
        self.screenshot("diary-film-line")

        cards = self.search("heat")
        mark = cards[0].find_element(By.CSS_SELECTOR, ".own-mark")
        self.assertEqual(mark.text, "✓ Watched · your rating 8/10")
        self.screenshot("diary-card-mark")
        self.log(42198, day="2024-05-01", rating=9)
        self.log(17738, unknown=True)
        self.open("/diary")
        headings = [h.text for h in self.browser.find_elements(By.CSS_SELECTOR, ".diary-month h2")]
        self.assertEqual(headings, ["May 2024", "March 2024", "Date unknown"])
        rows = self.browser.find_elements(By.CSS_SELECTOR, "li.watch")
        self.assertIn("Rewatch", rows[0].text)
        for image in self.browser.find_elements(By.CSS_SELECTOR, "li.watch img"):
            self.wait_until(lambda _: self.poster_loaded(image))
        self.screenshot("diary-desktop")
        self.browser.set_window_size(390, 844)
        self.screenshot("diary-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(1280, 900)

        rows[1].find_element(By.CSS_SELECTOR, "button.danger").click()
        undo = self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, ".undo button"))
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 2)
        self.screenshot("diary-deleted-undo")
        undo.click()
        self.wait_until(lambda _: len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")) == 3)

        Select(self.browser.find_element(By.ID, "f-rewatch")).select_by_value("yes")
        self.browser.find_element(By.CSS_SELECTOR, ".diary-filters button").click()
        self.wait_until(lambda _: "rewatch=yes" in self.browser.current_url)
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 1)

        # The film's line opens its watches in the diary, and the way back to them all.
        self.open("/movies/42198")
        self.browser.find_element(By.CSS_SELECTOR, ".diary-line a").click()
        self.wait_until(lambda _: "film=catalog" in self.browser.current_url)
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")), 2)
        self.assertIn("Your watches of \u201cHeat\u201d.", self.browser.find_element(By.CSS_SELECTOR, ".film-watches").text)
        self.screenshot("diary-one-film")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.find_element(By.LINK_TEXT, "All watches").click()
        self.wait_until(lambda _: len(self.browser.find_elements(By.CSS_SELECTOR, "li.watch")) == 3)

    def test_a_watch_of_a_day_gives_the_films_watch_of_no_day_its_day_at_desktop_and_phone_sizes(self):
        # One rule for a watch from anywhere: a rating kept as a watch of no day, then the film logged on a
        # day, are one watch of that day, not a watch and a rewatch.
        self.sign_up()
        self.log(17738, unknown=True, rating=7)
        self.log(17738, day="2024-06-01")
        line = self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, ".diary-line"))
        self.assertEqual(line.text, "Watched once, last on June 1, 2024 · your rating 7/10")
        self.screenshot("diary-day-given-desktop")
        self.browser.set_window_size(390, 844)
        self.open("/diary")
        rows = self.browser.find_elements(By.CSS_SELECTOR, "li.watch")
        self.assertEqual(len(rows), 1)
        self.assertNotIn("Rewatch", rows[0].text)
        self.screenshot("diary-day-given-phone")
        self.browser.set_window_size(1280, 900)

    def test_the_form_says_what_is_wrong_beside_the_field_and_an_edit_changes_the_watch(self):
        self.sign_up()
        self.log(42198, day="1990-01-01", rating=7)
        error = self.wait_until(lambda _: self.browser.find_element(By.ID, "f-day-error"))
        self.assertEqual(error.text, "That day is before the film came out (1995).")
        self.assertEqual(Select(self.browser.find_element(By.ID, "f-rating")).first_selected_option.get_attribute("value"), "7",
                         "what was sent is kept")
        self.screenshot("diary-form-error")
        self.assertEqual(self.accessibility_violations(), [])

        self.log(42198, day="2024-03-12", rating=7)
        self.open("/diary")
        self.browser.find_element(By.CSS_SELECTOR, "li.watch .actions a").click()
        Select(self.wait_until(lambda _: self.browser.find_element(By.ID, "f-rating"))).select_by_value("10")
        self.browser.find_element(By.ID, "f-liked").click()
        self.screenshot("diary-edit")
        self.browser.find_element(By.CSS_SELECTOR, ".watch-form button[type=submit]").click()
        row = self.wait_until(lambda _: self.browser.find_element(By.CSS_SELECTOR, "li.watch"))
        self.assertIn("Liked", row.text)
        self.assertIn("★★★★★", row.text)

    def test_statistics_draw_their_charts_with_tables_beside_them_at_desktop_and_phone_sizes(self):
        self.sign_up()
        self.log(42198, day="2024-03-12", rating=8)
        self.log(42198, day="2024-03-13", rating=9)
        self.log(47703, day="2024-03-14", rating=10)
        self.log(17738, day="2023-07-01", rating=6)
        self.open("/diary")
        self.browser.find_element(By.CSS_SELECTOR, ".heading a[href^='/stats']").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "figure.chart svg"))
        headline = self.browser.find_element(By.CSS_SELECTOR, "ul.headline").text
        self.assertIn("3 films", headline)
        self.assertIn("3 days in a row", headline)
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "nav.years [aria-current]").text, "All time")
        rated = [li.text.split("\n")[0] for li in self.browser.find_elements(By.CSS_SELECTOR, "ol.rated li")]
        self.assertTrue(rated[0].startswith("The Godfather"), rated)
        self.screenshot("stats-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.find_element(By.LINK_TEXT, "2024").click()
        self.wait_until(lambda _: "year=2024" in self.browser.current_url)
        self.assertIn("2024 in review", self.browser.find_element(By.CSS_SELECTOR, "h2.period").text)
        months = self.browser.find_element(By.CSS_SELECTOR, "figure.chart-months table")
        self.assertIn("Mar", months.get_attribute("textContent"))
        self.browser.set_window_size(390, 844)
        self.screenshot("stats-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.browser.execute_script("document.documentElement.style.colorScheme = 'dark'")

    def test_a_public_year_is_shared_as_a_card_its_link_previews(self):
        name = self.sign_up()
        self.log(42198, day="2024-03-12", rating=10)
        self.log(47703, day="2024-11-14", rating=9)
        self.open("/settings")
        self.browser.find_element(By.CSS_SELECTOR, "#diary button[type=submit]").click()
        self.wait_until(lambda _: "saved=1" in self.browser.current_url)
        # As the link is opened by whoever it was sent to, and by the site that previews it: signed out.
        self.browser.delete_all_cookies()
        self.open(f"/u/{name}/stats?year=2024")
        preview = {
            tag.get_attribute("property") or tag.get_attribute("name"): tag.get_attribute("content")
            for tag in self.browser.find_elements(By.CSS_SELECTOR, "meta[property^='og:'], meta[name^='twitter:']")
        }
        self.assertEqual(preview.get("twitter:card"), "summary_large_image", preview)
        self.assertIn("2 films", preview.get("og:description", ""))
        self.browser.find_element(By.LINK_TEXT, "The year as an image to share").click()
        self.wait_until(lambda _: self.browser.execute_script(
            "return document.images.length === 1 && document.images[0].complete"))
        size = self.browser.execute_script("return [document.images[0].naturalWidth, document.images[0].naturalHeight]")
        self.assertEqual(size, [1200, 630])
        self.screenshot("year-card")

    def test_settings_say_who_may_read_the_diary_and_change_it_at_desktop_and_phone_sizes(self):
        self.sign_up()
        self.open("/settings")
        section = self.browser.find_element(By.ID, "diary")
        self.assertIn("Only you can read your diary.", section.text)
        section.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        self.wait_until(lambda _: "saved=1" in self.browser.current_url)
        section = self.browser.find_element(By.ID, "diary")
        self.assertIn("Anyone may read your diary and statistics", section.text)
        self.assertEqual(section.find_element(By.CSS_SELECTOR, "button").text, "Make it private")
        self.screenshot("settings-diary-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.browser.execute_script("document.getElementById('diary').scrollIntoView()")
        self.screenshot("settings-diary-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
