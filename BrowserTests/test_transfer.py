"""Export and import in the browser: Settings → Your data downloads a zip and uploads Letterboxd's export;
the import page says what the file holds, offers the films not found with a choice each, and says what it
added, at desktop and phone sizes, with no accessibility violation."""

import io
import itertools
import os
import tempfile
import zipfile

from selenium.webdriver.common.by import By

from browser_case import BrowserCase

NAMES = (f"importer{number}" for number in itertools.count(1))

DIARY = """Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
2024-01-02,The Godfather,1972,https://boxd.it/a,5,,,2024-01-01
2024-02-02,Se7en,1995,https://boxd.it/b,4.5,Yes,,2024-02-01
2024-02-03,Parasite,2019,https://boxd.it/c,5,,,2024-02-03
2024-02-05,Heat,1995,https://boxd.it/e,6,,,2024-02-05
"""


class TransferTests(BrowserCase):
    def sign_up(self):
        return super().sign_up(next(NAMES))

    def letterboxd_zip(self):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("letterboxd-ana/diary.csv", DIARY)
            archive.writestr("letterboxd-ana/watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,Oldboy,2003,x\n")
        path = os.path.join(tempfile.mkdtemp(), "letterboxd-ana.zip")
        with open(path, "wb") as file:
            file.write(buffer.getvalue())
        return path

    def test_a_letterboxd_export_is_read_resolved_and_imported_at_desktop_and_phone_sizes(self):
        self.sign_up()
        self.open("/settings")
        section = self.browser.find_element(By.ID, "data")
        self.assertEqual(section.find_element(By.CSS_SELECTOR, "a[download]").get_attribute("href").split("/", 3)[3],
                         "settings/export")
        section.find_element(By.ID, "f-import").send_keys(self.letterboxd_zip())
        self.browser.execute_script("document.getElementById('data').scrollIntoView()")
        self.screenshot("settings-data-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        section.find_element(By.CSS_SELECTOR, "form[enctype] button[type=submit]").click()
        self.wait_until(lambda _: self.browser.find_elements(By.CSS_SELECTOR, "fieldset"))
        text = self.browser.find_element(By.TAG_NAME, "main").text
        self.assertIn("Read 5 rows from Letterboxd: 3 films found, 1 to choose, 1 row refused.", text)
        self.assertIn("diary.csv, line 5: a rating of 6 stars is past the 5 Letterboxd gives", text)
        fieldset = self.browser.find_element(By.TAG_NAME, "fieldset")
        self.assertIn("Parasite (2019)", fieldset.text)
        self.assertTrue(fieldset.find_element(By.CSS_SELECTOR, "input[value=skip]").is_selected())
        self.screenshot("import-plan-desktop")
        self.assertEqual(self.accessibility_violations(), [])
        self.browser.set_window_size(390, 844)
        self.screenshot("import-plan-phone")
        self.assertLessEqual(
            self.browser.execute_script("return document.documentElement.scrollWidth"), 390, "nothing runs off a phone")
        self.browser.find_element(By.CSS_SELECTOR, "form[action='/settings/import/confirm'] button").click()
        self.wait_until(lambda _: "Added" in self.browser.find_element(By.TAG_NAME, "main").text)
        self.assertIn("Added 2 watches, 0 reviews and 1 saved film.", self.browser.find_element(By.TAG_NAME, "main").text)
        self.screenshot("import-done-phone")
        self.assertEqual(self.accessibility_violations(), [])
        self.open("/diary")
        self.assertIn("Seven", self.browser.find_element(By.TAG_NAME, "main").text)
