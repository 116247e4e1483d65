"""Discover in the browser: the home page's rows, browsing with filters from the form (no script needed),
people found by a search and their page, and more like this on a film's page, at desktop and phone sizes.
Every test saves a screenshot of the state it checks."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser_case import BrowserCase


class DiscoverTests(BrowserCase):
    def test_the_home_page_offers_rows_that_lead_to_the_whole_browse(self):
        self.open("/")
        rows = self.browser.find_elements(By.CSS_SELECTOR, "section.row")
        self.assertGreaterEqual(len(rows), 3)
        self.assertGreaterEqual(len(rows[0].find_elements(By.CSS_SELECTOR, "li.card")), 8)
        self.screenshot("discover-home-desktop")
        # A row's buttons move it along and back.
        strip = rows[0].find_element(By.CSS_SELECTOR, "ul.strip")
        back, forward = rows[0].find_elements(By.CSS_SELECTOR, ".strip-controls button")
        self.assertEqual(forward.get_attribute("aria-label"), "Scroll the row on")
        forward.click()
        self.wait_until(lambda _: self.browser.execute_script("return arguments[0].scrollLeft", strip) > 100)
        back.click()
        self.wait_until(lambda _: self.browser.execute_script("return arguments[0].scrollLeft", strip) == 0)
        self.browser.set_window_size(390, 844)
        self.screenshot("discover-home-phone")
        self.assertEqual(self.accessibility_violations(), [])
        rows[0].find_element(By.CSS_SELECTOR, "a.see-all").click()
        self.wait_until(lambda _: "/discover" in self.browser.current_url)
        self.assertIn("sort=rating", self.browser.current_url)
        self.assertGreaterEqual(len(self.wait_for_cards(20)), 20)

    def test_browsing_with_the_form_keeps_the_filters_in_the_address(self):
        self.open("/discover")
        # Where scripts run, a genre or a sort applies as it changes; years apply with the button or Enter.
        self.browser.find_element(By.CSS_SELECTOR, "input[name=genre][value=drama]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/discover?genre=drama"))
        self.browser.find_element(By.NAME, "from").send_keys("1970")
        self.browser.find_element(By.NAME, "to").send_keys("1979")
        Select(self.browser.find_element(By.NAME, "sort")).select_by_value("rating")
        self.wait_until(lambda _: "sort=rating" in self.browser.current_url)
        self.assertTrue(self.browser.current_url.endswith("/discover?genre=drama&from=1970&to=1979&sort=rating"),
                        "no empty parameter in the address")
        cards = self.wait_for_cards(20)
        self.assertIn("The Godfather", cards[0].text + cards[1].text)
        self.assertTrue(self.browser.find_element(By.CSS_SELECTOR, "input[value=drama]").is_selected())
        self.screenshot("discover-browse-desktop")
        # The list grows as it scrolls, as search's does.
        self.browser.execute_script("document.getElementById('more').scrollIntoView()")
        self.wait_until(lambda _: len(self.cards()) >= 40)
        self.browser.set_window_size(390, 844)
        self.browser.execute_script("window.scrollTo(0, 0)")
        self.screenshot("discover-browse-phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_a_bad_filter_says_what_is_wrong_beside_the_form(self):
        self.open("/discover?from=1990&to=1980")
        error = self.browser.find_element(By.ID, "error")
        self.assertIn("1990", error.text)
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, "form.filters"))
        self.screenshot("discover-bad-filter")

    def test_a_search_finds_people_and_their_page_lists_their_films(self):
        self.search("kubrick")
        people = self.browser.find_elements(By.CSS_SELECTOR, "#people li a")
        self.assertEqual(people[0].find_element(By.CSS_SELECTOR, ".title").text, "Stanley Kubrick")
        self.screenshot("discover-people-in-search")
        people[0].click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "h1"))
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "Stanley Kubrick")
        counts = self.browser.find_element(By.CSS_SELECTOR, ".role-counts").text
        self.assertIn("Director of", counts)
        films = self.browser.find_elements(By.CSS_SELECTOR, "#films li.card")
        self.assertTrue(any("Full Metal Jacket" in film.text for film in films))
        self.screenshot("discover-person-desktop")
        self.browser.set_window_size(390, 844)
        self.screenshot("discover-person-phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_a_films_page_links_its_people_and_ends_with_its_series_and_films_like_it(self):
        self.search("the godfather part ii")
        self.cards()[0].find_element(By.CSS_SELECTOR, "a").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "section.row"))
        director = self.browser.find_element(By.LINK_TEXT, "Francis Ford Coppola")
        self.assertIn("/people/", director.get_attribute("href"))
        rows = self.browser.find_elements(By.CSS_SELECTOR, "section.row")
        series = [title.text for title in rows[0].find_elements(By.CSS_SELECTOR, ".title")]
        self.assertEqual(series, ["The Godfather", "The Godfather Part II", "The Godfather Part III"])
        self.assertGreaterEqual(len(rows[1].find_elements(By.CSS_SELECTOR, "li.card")), 6)
        self.browser.execute_script("arguments[0].scrollIntoView()", rows[0])
        self.screenshot("discover-more-like-this-desktop")
        self.browser.set_window_size(390, 844)
        self.browser.execute_script("arguments[0].scrollIntoView()", rows[0])
        self.screenshot("discover-more-like-this-phone")

    def test_browsing_in_spanish_names_genres_in_spanish(self):
        self.open("/discover?genre=science-fiction&lang=es")
        chips = self.browser.find_element(By.CSS_SELECTOR, "fieldset.genres").text
        self.assertIn("Ciencia ficción", chips)
        self.assertIn("Explorar", self.browser.find_element(By.TAG_NAME, "h1").text)
        self.screenshot("discover-browse-spanish")

    def test_suggestions_come_under_headings_a_person_first_when_the_words_name_one(self):
        self.open("/?lang=es")
        box = self.browser.find_element(By.ID, "q")
        box.send_keys("kubrick")
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "#suggestions [role=group]"))
        headings = [h.text for h in self.browser.find_elements(By.CSS_SELECTOR, "#suggestions .suggest-heading")]
        self.assertEqual(headings[:2], ["PERSONAS", "PELÍCULAS"])
        first = self.browser.find_element(By.CSS_SELECTOR, "#suggestions [role=option]")
        self.assertIn("Stanley Kubrick", first.text)
        self.assertNotIn("Director ·", first.text, "the person's part in the page's language")
        self.screenshot("suggestions-grouped-spanish")
        self.assertEqual(self.accessibility_violations(), [])


if __name__ == "__main__":
    unittest.main()
