"""What a form says lands where the person is: after a wrong password or a new token the page opens on the
message (or the token) with the focus on it, at phone size, and a form's address opened as a page leads
to its page instead of an answer meant for the form."""

import itertools

from selenium.webdriver.common.by import By

from browser_case import BrowserCase

NAMES = (f"focused{number}" for number in itertools.count(1))


class FocusTests(BrowserCase):
    def in_view(self, element):
        return self.browser.execute_script(
            "const box = arguments[0].getBoundingClientRect();"
            "return box.top >= 0 && box.bottom <= window.innerHeight;", element)

    def test_a_wrong_password_is_said_in_view_with_the_focus_on_it(self):
        self.sign_up(next(NAMES))
        self.browser.set_window_size(390, 844)
        self.open("/settings")
        form = self.browser.find_element(By.CSS_SELECTOR, "#password form")
        form.find_element(By.ID, "f-current").send_keys("not my password")
        form.find_element(By.ID, "f-password").send_keys("a new long password")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "[aria-invalid=true], [role=alert]"))
        focused = self.browser.switch_to.active_element
        self.assertIn(focused.get_attribute("id") or focused.get_attribute("role"), ["f-current", "alert"])
        self.assertTrue(self.in_view(focused), "the message is on the first screen")
        self.screenshot("settings-wrong-password-phone")
        self.assertEqual(self.accessibility_violations(), [])

    def test_a_forms_address_opened_as_a_page_shows_its_page(self):
        self.sign_up(next(NAMES))
        self.open("/settings/password")
        self.wait_until(lambda _: self.browser.current_url.endswith("/settings"))
        self.assertTrue(self.browser.find_elements(By.CSS_SELECTOR, "#password form"))
