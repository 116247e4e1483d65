"""The web app as a person uses it: the real `movies serve` on a free loopback port with a fresh
database, driven in headless Chromium. Every test saves a screenshot of the state it checks."""

import time
import unittest
import urllib.parse

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as shown

from browser_case import BrowserCase


class WebAppTests(BrowserCase):
    # The tests

    def test_searching_star_wars_shows_star_wars_posters(self):
        cards = self.search("star wars")
        titles = [card.find_element(By.CLASS_NAME, "title").text for card in cards]
        self.assertGreaterEqual(len(titles), 6)
        self.assertTrue(all("Star Wars" in title for title in titles), titles)
        self.assertIn("q=star+wars", self.browser.current_url)
        posters = [card.find_element(By.TAG_NAME, "img") for card in cards]
        self.wait_until(lambda _: all(self.poster_loaded(poster) for poster in posters))
        # The card's link names the film; its poster is decoration and says nothing twice.
        self.assertTrue(all(poster.get_attribute("alt") == "" for poster in posters))
        bylines = [card.find_element(By.CLASS_NAME, "byline").text for card in cards]
        self.assertIn("George Lucas · 121 min · Science fiction, Action", bylines)
        self.assertEqual(self.browser.find_element(By.ID, "summary").text, "Showing 7 of 7")
        self.screenshot("search-results")

    def test_scrolling_to_the_end_loads_the_next_page(self):
        self.search("love")
        self.assertEqual(len(self.cards()), 20)
        self.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
        cards = self.wait_for_cards(21)
        self.assertGreaterEqual(len(cards), 40)
        ids = [card.find_element(By.TAG_NAME, "a").get_attribute("href") for card in cards]
        self.assertEqual(len(ids), len(set(ids)), "a film appears twice")
        self.screenshot("search-next-page")

    def test_a_failed_next_page_can_be_retried(self):
        self.search("love")
        self.browser.execute_cdp_cmd("Network.enable", {})
        self.browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*page=2*"]})
        try:
            self.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
            retry = self.wait_until(shown.element_to_be_clickable((By.CSS_SELECTOR, ".more-status button")))
            self.assertIn("More films could not be loaded.", self.browser.find_element(By.CLASS_NAME, "more-status").text)
            self.assertEqual(len(self.cards()), 20)
            self.screenshot("search-next-page-failed")
        finally:
            self.browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        retry.click()
        self.assertGreaterEqual(len(self.wait_for_cards(21)), 40)

    def suggestions(self):
        return self.browser.find_element(By.ID, "suggestions")

    def offered(self):
        return [option.text for option in self.suggestions().find_elements(By.CSS_SELECTOR, "[role=option]")]

    def test_clicking_the_box_suggests_recent_searches_and_clicking_one_searches(self):
        for query in ["alien", "heat", "up"]:
            self.search(query)
        self.open("/")
        time.sleep(0.5)
        self.assertFalse(self.suggestions().is_displayed(), "the list opened on page load")
        box = self.browser.find_element(By.ID, "q")
        box.click()
        self.wait_until(lambda _: self.suggestions().is_displayed())
        self.assertEqual(self.offered()[:3], ["up", "heat", "alien"])
        self.assertEqual(box.get_attribute("aria-expanded"), "true")
        self.screenshot("search-suggestions")
        next(option for option in self.suggestions().find_elements(By.CSS_SELECTOR, "[role=option]")
             if option.text == "alien").click()
        self.wait_until(lambda browser: "q=alien" in browser.current_url)
        titles = [card.find_element(By.CLASS_NAME, "title").text for card in self.wait_for_cards(1)]
        self.assertEqual(titles[0], "Alien")

    def test_suggestions_follow_the_keyboard(self):
        for query in ["alien", "heat"]:
            self.search(query)
        self.open("/?q=heat")
        box = self.browser.find_element(By.ID, "q")
        box.click()
        box.send_keys(Keys.END, Keys.BACKSPACE)  # "hea": the query already typed is not offered again
        self.wait_until(lambda _: self.suggestions().is_displayed() and len(self.offered()) > 1)
        # The recent search holding the words first, then the films they find.
        self.assertEqual(self.offered()[0], "heat")
        self.assertIn("Heat 1995", self.offered()[1:])
        box.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(box.get_attribute("value"), "heat", "the arrow fills the box")
        active = box.get_attribute("aria-activedescendant")
        self.assertEqual(self.browser.find_element(By.ID, active).get_attribute("aria-selected"), "true")
        box.send_keys(Keys.ESCAPE)
        self.assertFalse(self.suggestions().is_displayed())
        self.assertEqual(box.get_attribute("value"), "heat", "Escape keeps the query")
        box.send_keys(Keys.BACKSPACE)
        self.wait_until(lambda _: self.suggestions().is_displayed())
        box.send_keys(Keys.TAB)
        self.assertFalse(self.suggestions().is_displayed(), "Tab closes the list")

    def test_typing_suggests_films_forgiving_a_slip_and_enter_opens_the_one_chosen(self):
        self.open("/")
        box = self.browser.find_element(By.ID, "q")
        box.send_keys("godfahter")
        self.wait_until(lambda _: self.suggestions().is_displayed() and self.offered())
        self.assertEqual(self.offered()[0], "The Godfather 1972")
        self.assertEqual(self.suggestions().get_attribute("aria-label"), "Suggestions")
        self.screenshot("search-suggest-films")
        box.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(box.get_attribute("value"), "godfahter", "a film does not fill the box")
        box.send_keys(Keys.ENTER)
        self.wait_until(lambda browser: "/movies/47703" in browser.current_url)
        # People too, and Enter with nothing chosen searches, as without the script.
        self.open("/")
        box = self.browser.find_element(By.ID, "q")
        box.send_keys("kubrick")
        self.wait_until(lambda _: any(text.startswith("Stanley Kubrick") for text in self.offered()))
        box.send_keys(Keys.ENTER)
        self.wait_until(lambda browser: "q=kubrick" in browser.current_url)

    def test_the_header_box_on_every_page_suggests_films_too(self):
        self.open("/movies/17738")
        box = self.browser.find_element(By.ID, "hq")
        box.send_keys("alein")
        listbox = self.browser.find_element(By.ID, "hq-suggestions")
        self.wait_until(lambda _: listbox.is_displayed() and listbox.find_elements(By.CSS_SELECTOR, "[role=option]"))
        first = listbox.find_elements(By.CSS_SELECTOR, "[role=option]")[0]
        self.assertEqual(first.text, "Alien 1979")
        self.screenshot("header-suggest-films")
        box.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
        self.wait_until(lambda browser: "/movies/103569" in browser.current_url)

    def test_opening_a_card_shows_its_details_and_back_returns_to_the_results(self):
        self.search("star wars")
        results_url = self.browser.current_url
        card = next(card for card in self.cards() if "A New Hope" in card.text)
        card.find_element(By.TAG_NAME, "a").click()
        heading = self.wait_until(shown.visibility_of_element_located((By.TAG_NAME, "h1")))
        self.assertEqual(heading.text, "Star Wars: Episode IV – A New Hope")
        facts = self.browser.find_element(By.CLASS_NAME, "facts").text
        self.assertIn("George Lucas", facts)
        poster = self.browser.find_element(By.CSS_SELECTOR, ".details img")
        self.wait_until(lambda _: self.poster_loaded(poster))
        self.screenshot("details")
        self.browser.back()
        self.wait_until(lambda browser: browser.current_url == results_url)
        self.assertTrue(any("A New Hope" in card.text for card in self.wait_for_cards(1)))

    def test_back_from_a_film_far_down_the_list_returns_to_the_same_place(self):
        self.search("love")
        while len(self.cards()) < 140:
            count = len(self.cards())
            self.browser.execute_script("window.scrollTo(0, document.body.scrollHeight)")
            self.wait_for_cards(count + 1)
        self.wait_until(lambda browser: "upto=7" in browser.current_url)
        self.assertEqual(self.browser.find_element(By.ID, "summary").text, "Showing 140 of 278")
        card = self.cards()[129]
        title = card.find_element(By.CLASS_NAME, "title").text
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", card)
        before = self.browser.execute_script("return window.scrollY")
        card.find_element(By.TAG_NAME, "a").click()
        self.wait_until(shown.visibility_of_element_located((By.CSS_SELECTOR, ".details h1")))
        self.browser.back()
        self.wait_for_cards(140)
        self.assertEqual(len(self.cards()), 140)
        self.assertEqual(self.browser.find_element(By.ID, "summary").text, "Showing 140 of 278")
        self.wait_until(lambda browser: abs(browser.execute_script("return window.scrollY") - before) < 50)
        self.assertEqual(self.cards()[129].find_element(By.CLASS_NAME, "title").text, title)
        self.screenshot("search-back-to-the-same-place")

    def test_the_way_back_holds_without_the_back_forward_cache(self):
        # A browser that reloads the page gets the pages the address names, not page 1 alone.
        self.open("/?q=love&upto=7")
        self.assertEqual(len(self.cards()), 140)
        self.assertEqual(self.browser.find_element(By.ID, "summary").text, "Showing 140 of 278")

    def test_a_film_opened_directly_has_no_way_back_to_results(self):
        self.open("/movies/17738")
        self.assertEqual(self.browser.find_elements(By.CLASS_NAME, "back"), [])
        facts = self.browser.find_element(By.CLASS_NAME, "facts")
        self.assertIn("9.1/10 · Critics · 206 reviews", facts.text)
        imdb = facts.find_element(By.LINK_TEXT, "tt0076759")
        self.assertEqual(imdb.get_attribute("href"), "https://www.imdb.com/title/tt0076759/")
        # The date stands once under the title (the series row below lists this film again, marked).
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "article.details").text.count("1977"), 1)
        rest = facts.find_element(By.CLASS_NAME, "more-cast")
        more = rest.find_element(By.TAG_NAME, "summary")
        self.assertEqual(more.text, "Show all 24")
        self.assertFalse(rest.get_property("open"), "the rest of the cast starts folded")
        self.assertEqual(rest.size["height"], more.size["height"])
        more.click()
        self.assertTrue(rest.get_property("open"))
        self.assertIn("William Hootkins", rest.text)
        self.screenshot("details-direct")

    def test_a_script_in_the_query_is_shown_as_text_and_never_runs(self):
        payload = '"><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>'
        self.open("/?q=" + urllib.parse.quote(payload))
        self.assertEqual(self.browser.find_element(By.ID, "q").get_attribute("value"), payload)
        self.assertIn(payload, self.browser.find_element(By.ID, "empty").text)
        time.sleep(0.5)
        self.assertIsNone(self.browser.execute_script("return window.hacked"))
        with self.assertRaises(NoAlertPresentException):
            self.browser.switch_to.alert.text
        self.screenshot("search-xss")

    def test_a_search_without_results_shows_the_empty_state(self):
        self.open("/?q=qqqxxzz")
        empty = self.browser.find_element(By.ID, "empty")
        self.assertIn("No films match “qqqxxzz”.", empty.text)
        self.assertIn("films released from 1940 to 2014", empty.text)
        self.assertEqual(self.cards(), [])
        self.screenshot("search-empty")

    def test_a_slip_finds_the_film_and_a_short_misspelling_offers_the_near_spelling(self):
        self.open("/?q=godfater")
        self.assertIn("Showing films for godfather.", self.browser.find_element(By.ID, "searched-for").text)
        self.assertEqual(self.cards()[0].find_element(By.CLASS_NAME, "title").text, "The Godfather")
        # A word of four letters is not read as a slip, but the page offers the near spelling.
        self.open("/?q=heta")
        self.browser.find_element(By.ID, "suggestion").click()
        titles = [card.find_element(By.CLASS_NAME, "title").text for card in self.wait_for_cards(1)]
        self.assertEqual(titles[0], "Heat")
        self.assertIn("q=heat", self.browser.current_url)

    def test_a_page_that_does_not_exist_shows_the_error_state(self):
        self.open("/?q=star+wars&page=999")
        error = self.browser.find_element(By.ID, "error")
        self.assertEqual(error.get_attribute("role"), "alert")
        self.assertIn("Results stop at page 500", error.text)
        self.assertEqual(self.browser.find_element(By.ID, "q").get_attribute("value"), "star wars")
        self.screenshot("search-error")
        error.find_element(By.LINK_TEXT, "Go to page 1").click()
        self.assertEqual(len(self.wait_for_cards(7)), 7)

    def test_an_address_that_leads_nowhere_gets_the_styled_404_page(self):
        self.open("/no/such/page")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "h1").text, "This page does not exist.")
        self.browser.find_element(By.LINK_TEXT, "Search films").click()
        self.wait_until(lambda browser: browser.current_url == self.base + "/")
        self.screenshot("not-found")

    def test_the_korean_ui_shows_korean_strings(self):
        self.open("/?lang=ko")
        self.assertEqual(self.browser.find_element(By.TAG_NAME, "html").get_attribute("lang"), "ko")
        box = self.browser.find_element(By.ID, "q")
        self.assertEqual(box.get_attribute("placeholder"), "제목으로 영화 검색")
        box.send_keys("star wars", Keys.ENTER)
        self.wait_for_cards(1)
        self.assertEqual(self.browser.find_element(By.CLASS_NAME, "summary").text, "7개 중 7개 표시")
        self.assertEqual(self.browser.find_element(By.CSS_SELECTOR, "button[type=submit]").text, "검색")
        self.screenshot("search-korean")

    def test_the_layout_fits_a_phone(self):
        self.browser.set_window_size(390, 844)
        self.search("star wars")
        overflow = self.browser.execute_script(
            "return document.documentElement.scrollWidth > document.documentElement.clientWidth"
        )
        self.assertFalse(overflow, "the page scrolls sideways on a phone")
        self.screenshot("search-phone")

    def test_card_titles_break_between_words_never_inside_one(self):
        # Each word of a title (a hyphen may end a line) sits on one line: its characters' boxes share a top.
        words_broken = """
            const broken = [];
            for (const title of document.querySelectorAll('.card .title, .poster-row .title')) {
              const text = title.firstChild;
              if (!text || text.nodeType !== Node.TEXT_NODE) continue;
              let at = 0;
              for (const word of text.data.split(/(\\s+|-)/)) {
                if (word.trim() && word !== '-') {
                  const range = document.createRange();
                  range.setStart(text, at);
                  range.setEnd(text, at + word.length);
                  if (new Set([...range.getClientRects()].map(box => Math.round(box.top))).size > 1) broken.push(word);
                }
                at += word.length;
              }
            }
            return broken;"""
        for width in [320, 390, 1280]:
            self.browser.set_window_size(width, 900)
            for path in ["/movies/47703", "/?q=love&lang=ko", "/?q=shakespeare+in+love", "/discover?genre=drama"]:
                self.open(path)
                self.assertEqual(self.browser.execute_script(words_broken), [], f"{path} at {width} px")
        self.screenshot("card-titles-phone")

    def test_no_page_in_any_state_has_an_accessibility_violation(self):
        for scheme in ["light", "dark"]:
            self.browser.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            try:
                for path in ["/", "/?q=star+wars", "/?q=godfater", "/?q=star+wars&page=999", "/movies/17738",
                             "/movies/17738?q=star+wars", "/movies/0", "/no/such/page", "/?q=star+wars&lang=ko",
                             "/?q=amor&lang=es"]:
                    self.open(path)
                    self.assertEqual(self.accessibility_violations(), [], f"{path} in {scheme} mode")
                self.search("heat")
                self.open("/")
                self.browser.find_element(By.ID, "q").click()
                self.wait_until(lambda _: self.suggestions().is_displayed())
                self.assertEqual(self.accessibility_violations(), [], f"suggestions in {scheme} mode")
                self.screenshot(f"suggestions-{scheme}")
            finally:
                self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


if __name__ == "__main__":
    unittest.main()
