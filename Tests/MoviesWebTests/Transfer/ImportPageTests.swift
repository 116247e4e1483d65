import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/settings/import` without a script: a row the import could not place has a search box that finds
/// other films for it and takes an id; an id no film has is refused on the page, the choices kept.
@Suite struct ImportPageTests {
    typealias Browser = MemberPagesTests.Browser

    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,The Godfather,1972,https://boxd.it/a,5,,,2024-01-01
        2024-02-03,Zzyzx Qqq,2006,https://boxd.it/c,4,,,2024-02-03

        """

    private static func upload(_ browser: Browser) async throws -> TestResponse {
        let token = try await browser.pageToken()
        let boundary = "----movies-test-boundary"
        var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n\(token)\r\n"
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"diary.csv\"\r\n"
        body += "Content-Type: text/csv\r\n\r\n\(diary)\r\n--\(boundary)--\r\n"
        let headers: HTTPFields = [
            .contentType: "multipart/form-data; boundary=\(boundary)", .cookie: browser.cookieHeader,
        ]
        return try await browser.client.execute(
            uri: "/settings/import", method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    @Test func aRowIsFoundByASearchOrAnIdWithoutAScript() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            #expect(try await Self.upload(browser).status == .seeOther)
            let page = try await browser.get("/settings/import")
            #expect(page.text.contains("<legend>Zzyzx Qqq (2006)</legend>"))
            #expect(page.text.contains("name=\"find-0\"") && page.text.contains("No film of that title here."))

            let searched = try await browser.post(
                "/settings/import/confirm", ["find-0": "heat", "find": "0", "choice-0": "skip"])
            #expect(searched.status == .ok)
            #expect(searched.text.contains("value=\"catalog:42198\""), "the search's films are offered for the row")

            let unknown = try await browser.post("/settings/import/confirm", ["find-0": "catalog:99999999999"])
            #expect(unknown.status == .badRequest)
            #expect(unknown.text.contains("is none here") && unknown.text.contains("<legend>Zzyzx Qqq (2006)"))

            let chosen = try await browser.post("/settings/import/confirm", ["find-0": "catalog:42198"])
            #expect(chosen.status == .seeOther)
            var done = try await browser.get("/settings/import")
            for _ in 0..<600 where !done.text.contains("Added") {
                try await Task.sleep(for: .milliseconds(50))
                done = try await browser.get("/settings/import")
            }
            #expect(done.text.contains("Added 2 watches"), "\(done.text.prefix(2000))")
        }
    }

    @Test func theRowsLeftAreAddedAsNewFilmsOnlyOnceTheMemberSaysSo() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            #expect(try await Self.upload(browser).status == .seeOther)
            let page = try await browser.get("/settings/import")
            #expect(page.text.contains("value=\"add\"") && page.text.contains("Add it as a new film"))
            #expect(page.text.contains("name=\"addAll\"") && page.text.contains("Add the film left as new, and import"))
            #expect(try await browser.get("/?q=zzyzx+qqq").text.contains("Not here?"), "nothing added on reading")

            let confirmed = try await browser.post("/settings/import/confirm", ["addAll": "1", "choice-0": "skip"])
            #expect(confirmed.status == .seeOther)
            var done = try await browser.get("/settings/import")
            for _ in 0..<600 where !done.text.contains("Added") {
                try await Task.sleep(for: .milliseconds(50))
                done = try await browser.get("/settings/import")
            }
            #expect(done.text.contains("Added 2 watches"), "\(done.text.prefix(2000))")
            let found = try await browser.get("/?q=zzyzx+qqq")
            #expect(found.text.contains("Zzyzx Qqq") && !found.text.contains("Not here?"))
        }
    }
}
