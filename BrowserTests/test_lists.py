"""Lists in the browser: a member makes a ranked public list, adds films by id, moves one up and takes one
out with the buttons (no script needed), a visitor reads it, and a private list is a 404 to others; at
desktop and phone sizes, with no accessibility violation."""

import itertools

from selenium.webdriver.common.by import By

from browser_case import BrowserCase

NAMES = (f"lister{number}" for number in itertools.count(1))


class ListsTests(BrowserCase):
    def titles(self):
        # Read in one go on the page, so a page being replaced mid-read cannot leave half an answer.
        return self.browser.execute_script(
            "return [...document.querySelectorAll('.list-films li p a')].map(a => a.innerText.trim())")

    def test_a_list_is_made_filled_reordered_and_read_by_a_visitor(self):
        name = self.sign_up(next(NAMES))
        self.open(f"/u/{name}/lists")
        form = self.browser.find_element(By.ID, "new-list")
        form.find_element(By.ID, "f-title").send_keys("Best of the ’70s")
        form.find_element(By.ID, "f-description").send_keys("In order.")
        form.find_element(By.ID, "f-ranked").click()
        form.find_element(By.ID, "f-public").click()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith(f"/u/{name}/lists/best-of-the-70s"))
        for count, film in enumerate(["47703", "184768", "1009788"], start=1):
            self.browser.find_element(By.CSS_SELECTOR, "#add-film #f-film").send_keys(film)
            self.browser.find_element(By.CSS_SELECTOR, "#add-film button[type=submit]").click()
            self.wait_until(lambda _, count=count: len(self.titles()) == count)
        self.assertEqual(self.titles(), ["The Godfather", "The Godfather Part II", "The Conversation"])
        self.browser.find_element(By.CSS_SELECTOR, "button[aria-label='Move “The Conversation” up']").click()
        self.wait_until(lambda _: self.titles()[1] == "The Conversation")
        self.browser.find_element(By.CSS_SELECTOR, "button[aria-label='Take “The Godfather Part II” out']").click()
        self.wait_until(lambda _: len(self.titles()) == 2)
        self.assertEqual(self.titles(), ["The Godfather", "The Conversation"])
        # Dragged where scripts run: the second film dropped on the first's place.
        self.browser.execute_script("""
            const [first, second] = document.querySelectorAll('.list-films li[data-position]');
            const data = new DataTransfer();
            second.dispatchEvent(new DragEvent('dragstart', {dataTransfer: data, bubbles: true}));
            first.dispatchEvent(new DragEvent('dragover', {dataTransfer: data, bubbles: true, cancelable: true}));
            first.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
        """)
        self.wait_until(lambda _: self.titles() == ["The Conversation", "The Godfather"])
        self.screenshot("list-owner-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("list-owner-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")

        self.browser.delete_all_cookies()
        self.open(f"/u/{name}/lists/best-of-the-70s")
        self.assertEqual(self.titles(), ["The Conversation", "The Godfather"])
        self.assertEqual(self.browser.find_elements(By.ID, "add-film"), [], "a visitor changes nothing")
        self.assertEqual(self.browser.find_elements(By.CSS_SELECTOR, "li[draggable]"), [], "nor drags anything")
        self.screenshot("list-visitor-phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_a_private_list_is_no_list_to_others(self):
        name = self.sign_up(next(NAMES))
        self.open(f"/u/{name}/lists")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list #f-title").send_keys("Secret")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/secret"))
        self.browser.delete_all_cookies()
        self.open(f"/u/{name}/lists/secret")
        self.assertNotIn("Secret", self.browser.find_element(By.TAG_NAME, "main").text)
        self.open(f"/u/{name}/lists")
        self.assertIn("No lists yet.", self.browser.find_element(By.TAG_NAME, "main").text)

    def test_a_deleted_list_comes_back_with_undo(self):
        name = self.sign_up(next(NAMES))
        self.open(f"/u/{name}/lists")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list #f-title").send_keys("Short-lived")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/short-lived"))
        self.browser.find_element(By.CSS_SELECTOR, "#edit-list button.danger").click()
        self.wait_until(lambda _: self.browser.find_elements(By.ID, "undo"))
        self.assertIn("Deleted “Short-lived”.", self.browser.find_element(By.ID, "undo").text)
        self.assertIn("No lists yet.", self.browser.find_element(By.TAG_NAME, "main").text)
        self.screenshot("lists-deleted-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.find_element(By.CSS_SELECTOR, "#undo button").click()
        self.wait_until(lambda _: "Short-lived" in self.browser.find_element(By.TAG_NAME, "main").text)

    def test_a_film_goes_into_a_list_from_its_page(self):
        name = self.sign_up(next(NAMES))
        self.open(f"/u/{name}/lists")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list #f-title").send_keys("To show friends")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/to-show-friends"))
        self.open("/movies/42198")
        section = self.browser.find_element(By.CSS_SELECTOR, ".add-to-list")
        section.find_element(By.ID, "f-list-note").send_keys("The diner scene.")
        section.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/to-show-friends"))
        self.assertEqual(self.titles(), ["Heat"])
        self.assertIn("The diner scene.", self.browser.find_element(By.TAG_NAME, "main").text)

    def test_a_film_goes_into_a_list_from_its_card(self):
        name = self.sign_up(next(NAMES))
        self.open(f"/u/{name}/lists")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list #f-title").send_keys("Crime")
        self.browser.find_element(By.CSS_SELECTOR, "#new-list button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/crime"))
        self.search("the godfather")
        card = self.cards()[0]
        card.find_element(By.CSS_SELECTOR, ".card-lists summary").click()
        self.screenshot("card-lists-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        card.find_element(By.CSS_SELECTOR, ".card-lists button[type=submit]").click()
        self.wait_until(lambda _: self.browser.current_url.endswith("/lists/crime"))
        self.assertEqual(self.titles(), ["The Godfather"])
