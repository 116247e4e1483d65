import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesData
import MoviesTestSupport
import MoviesWeb
import Testing

/// The people pages' forms over the router: tokens, redirects, and what each says when refused.
@Suite struct MemberPagesTests {
    /// A browser: cookies kept across requests, forms posted with the page's token.
    final class Browser: @unchecked Sendable {
        let client: any TestClientProtocol
        var cookies: [String: String] = [:]

        init(_ client: any TestClientProtocol) { self.client = client }

        var cookieHeader: String { cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") }

        @discardableResult
        func get(_ uri: String) async throws -> TestResponse {
            keep(
                try await client.execute(
                    uri: uri, method: .get, headers: cookies.isEmpty ? [:] : [.cookie: cookieHeader]))
        }

        /// Posts `fields` with the token the site's forms carry now (`token` overrides it): a signed-in
        /// person's from their settings page, a visitor's from the sign-in page.
        @discardableResult
        func post(_ uri: String, _ fields: [String: String], token: String? = nil) async throws -> TestResponse {
            var all = fields
            if let token {
                all["token"] = token
            } else {
                all["token"] = try await pageToken()
            }
            let body = all.map {
                "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }
            .joined(separator: "&")
            var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            if !cookies.isEmpty { headers[.cookie] = cookieHeader }
            return keep(
                try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)))
        }

        /// The token in the forms of the page a person at this browser would post from.
        func pageToken() async throws -> String {
            let page = try await get(cookies["movies_session"] == nil ? "/signin" : "/settings")
            guard let start = page.text.range(of: "name=\"token\" value=\"") else { return "" }
            return String(page.text[start.upperBound...].prefix { $0 != "\"" })
        }

        private func keep(_ response: TestResponse) -> TestResponse {
            for cookie in response.headers[values: .setCookie] {
                let pair = cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2 else { continue }
                if pair[1].isEmpty || cookie.contains("Max-Age=0") || MemberClient.expired(cookie) {
                    cookies[pair[0]] = nil
                } else {
                    cookies[pair[0]] = pair[1]
                }
            }
            return response
        }

        func signUp(_ name: String) async throws -> TestResponse {
            try await get("/signup")
            return try await post(
                "/signup",
                ["name": name, "given": "Ana", "family": "Lima", "password": "long enough", "return": "/saved"])
        }
    }

    @Test func signingUpThroughTheFormSignsInAndGoesWhereThePersonWasGoing() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            let form = try await browser.get("/signup?return=%2Fsaved")
            #expect(form.text.contains("name=\"token\" value=\"\(browser.cookies["movies_form"] ?? "-")\""))
            let done = try await browser.post(
                "/signup",
                ["name": "ana", "given": "Ana", "family": "Lima", "password": "long enough", "return": "/saved"])
            #expect(done.status == .seeOther && done.headers[.location] == "/saved")
            #expect(browser.cookies["movies_session"] != nil)
            #expect(try await browser.get("/saved").text.contains("No saved films yet."))
        }
    }

    @Test(arguments: [
        "/signup", "/signin", "/signout", "/saved/add", "/saved/remove-all", "/recent/clear", "/settings/name",
        "/movies/17738/review", "/settings/tokens", "/settings/tokens/revoke",
    ])
    func aFormWithoutTheRightTokenIsRefusedAndChangesNothing(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            let fields = [
                "name": "bob", "given": "B", "family": "C", "password": "long enough", "film": "17738", "rating": "8",
            ]
            let wrong = try await browser.post(uri, fields, token: String(repeating: "0", count: 64))
            #expect(wrong.status == .forbidden)
            #expect(wrong.text.contains("This form has expired."))
            let missing = try await browser.post(uri, fields, token: "")
            #expect(missing.status == .forbidden)
            #expect(try await browser.get("/settings").text.contains("value=\"ana\""), "still ana, still signed in")
            #expect(try await browser.get("/saved").text.contains("No saved films yet."))
            #expect(!(try await browser.get("/movies/17738").text.contains("class=\"review\"")))
        }
    }

    @Test func pagesForSignedInPeopleSendOthersToSignInAndBack() async throws {
        try await WebTestApp.make().test(.router) { client in
            for uri in ["/settings", "/saved"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .seeOther)
                #expect(
                    response.headers[.location] == "/signin?return=\(uri.replacingOccurrences(of: "/", with: "%2F"))")
            }
            let unknown = try await client.execute(uri: "/u/nobody", method: .get)
            #expect(unknown.status == .notFound && unknown.text.contains("There is no such account."))
        }
    }

    @Test func aReturnAddressOnAnotherSiteGoesHomeInstead() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.get("/signup")
            for target in ["https://evil.example/", "//evil.example/", "/\\evil.example"] {
                browser.cookies["movies_session"] = nil
                let done = try await browser.post(
                    "/signup",
                    [
                        "name": "n\(target.count)x", "given": "A", "family": "B", "password": "long enough",
                        "return": target,
                    ])
                #expect(done.headers[.location] == "/", "\(target)")
            }
        }
    }

    @Test func deletingAReviewAsksFirstAndSignUpSaysTheFullNameIsShown() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            let signUp = try await browser.get("/signup")
            #expect(signUp.text.contains("Shown on your public page, with your reviews."))
            _ = try await browser.signUp("ana")
            _ = try await browser.post("/movies/17738/review", ["rating": "8", "text": "Great."])
            let asked = try await browser.post("/movies/17738/review", ["delete": "ask"])
            #expect(asked.status == .ok && asked.text.contains("Delete your review of “"), "\(asked.text.suffix(900))")
            #expect(asked.text.contains("<a class=\"button secondary\" href=\"/movies/17738#reviews\">Cancel</a>"))
            #expect(try await browser.get("/movies/17738").text.contains("Great."), "asking deletes nothing")
            let deleted = try await browser.post("/movies/17738/review", ["delete": "yes"])
            #expect(deleted.headers[.location] == "/movies/17738#reviews")
            #expect(!(try await browser.get("/movies/17738").text.contains("Great.")))
        }
    }

    @Test func recentSearchesAreClearedOneOrAllFromTheHomePage() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            try await browser.get("/")
            for query in ["alien", "heat", "up"] { try await browser.get("/?q=\(query)") }
            var home = try await browser.get("/").text
            #expect(home.contains("aria-label=\"Remove “heat” from recent searches\">×</button>"))
            let removed = try await browser.post("/recent/remove", ["q": " HEAT "])
            #expect(removed.status == .seeOther && removed.headers[.location] == "/")
            home = try await browser.get("/").text
            #expect(!home.contains(">heat</a>") && home.contains(">alien</a>") && home.contains(">up</a>"))
            let refused = try await browser.post("/recent/clear", [:], token: "forged")
            #expect(refused.status == .forbidden)
            try await browser.post("/recent/clear", [:])
            home = try await browser.get("/").text
            #expect(!home.contains("class=\"recent\"") && !home.contains("Clear all"))
        }
    }

    @Test func everyRatingOnAFilmsPageIsOutOfTen() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            _ = try await browser.post("/movies/17738/review", ["rating": "7", "text": "Tense."])
            let page = try await browser.get("/movies/17738").text
            #expect(page.contains("9.1/10"), "the critics' rating")
            #expect(page.contains("1 review · 7.0/10 on average"))
            #expect(
                page.contains(
                    "aria-label=\"rating 7 of 10\">★★★½☆</span> <span class=\"score\" aria-hidden=\"true\">7/10</span>")
            )
            #expect(!page.contains("out of 5"))
        }
    }

    @Test func aBookmarkOfSignOutAsksWithAButtonAndSettingsNameThePublicPage() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            #expect(try await browser.get("/signout").headers[.location] == "/")
            _ = try await browser.signUp("ana")
            let page = try await browser.get("/signout")
            #expect(page.status == .ok && page.text.contains("<form method=\"post\" action=\"/signout\">"))
            #expect(browser.cookies["movies_session"] != nil, "a GET signs nobody out")
            let settings = try await browser.get("/settings").text
            #expect(settings.contains("<a href=\"/u/ana\">Your public page</a>"))
        }
    }

    @Test func settingsSayWhatIsWrongBesideTheField() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            _ = try await Browser(client).signUp("bob")
            let taken = try await browser.post("/settings/name", ["name": "BOB"])
            #expect(taken.status == .conflict && taken.text.contains("id=\"f-name-error\">The name “BOB” is taken."))
            let wrong = try await browser.post(
                "/settings/password", ["current": "not it at all", "password": "new password"])
            #expect(
                wrong.status == .unauthorized && wrong.text.contains("id=\"f-current-error\">The password is wrong."))
            // The error stands under the form that was sent, and each form's fields have ids of their own.
            #expect(!wrong.text.contains("f-delete-current-error") && !wrong.text.contains("name or the password"))
            #expect(wrong.text.components(separatedBy: "id=\"f-current\"").count == 2)
            #expect(
                wrong.text.contains("<label for=\"f-delete-current\">")
                    && wrong.text.contains("id=\"f-delete-current\""))
            let wrongDelete = try await browser.post(
                "/settings/delete", ["current": "not it at all", "confirm": "yes"])
            #expect(wrongDelete.status == .unauthorized && wrongDelete.text.contains("id=\"f-delete-current-error\">"))
            #expect(!wrongDelete.text.contains("id=\"f-current-error\""))
            let renamed = try await browser.post("/settings/name", ["name": "Ana.L"])
            #expect(renamed.headers[.location] == "/settings?saved=1")
            #expect(try await browser.get("/settings?saved=1").text.contains("Changes saved."))
            let unconfirmed = try await browser.post("/settings/delete", ["current": "long enough"])
            #expect(unconfirmed.status == .badRequest)
            let deleted = try await browser.post("/settings/delete", ["current": "long enough", "confirm": "yes"])
            #expect(deleted.text.contains("Your account is deleted.") && browser.cookies["movies_session"] == nil)
            #expect(
                !deleted.text.contains("Sign out") && deleted.text.contains("href=\"/signin"), "nobody is signed in")
            #expect(try await client.execute(uri: "/u/ana.l", method: .get).status == .notFound)
        }
    }
}
