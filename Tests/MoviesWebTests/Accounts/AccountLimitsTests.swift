import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// The account limits as an attacker meets them: counted before a password is checked, by name and by
/// address, shared by every password check, and for sign-ups, writes and review sizes.
/// One test at a time: each holds an app with a database of its own open, and the test process must keep
/// its open files few (Foundation's `Process.run()`, which the CLI tests use, crashes past a thousand or so).
@Suite(.serialized) struct AccountLimitsTests {
    /// Addresses told apart through a trusted proxy's `X-Forwarded-For`.
    static func settings(_ change: (inout AccountLimits) -> Void = { _ in }) -> WebSettings {
        var settings = WebSettings()
        settings.trustsProxy = true
        change(&settings.accountLimits)
        return settings
    }

    static func from(_ address: String) -> HTTPFields {
        var fields = HTTPFields()
        fields[.init("X-Forwarded-For")!] = address
        return fields
    }

    static func signUp(
        _ name: String, password: String = "long enough", from address: String, _ client: any TestClientProtocol
    ) async throws -> TestResponse {
        try await MemberClient(client).send(
            .post, "/api/users",
            json: ["name": name, "fullName": ["given": "A", "family": "B"], "password": password],
            headers: from(address))
    }

    static func signIn(
        _ name: String, password: String = "long enough", from address: String, _ client: any TestClientProtocol
    ) async throws -> TestResponse {
        try await MemberClient(client).send(
            .post, "/api/session", json: ["name": name, "password": password], headers: from(address))
    }

    @Test func fortyWrongPasswordsAtOnceForOneNameAreCheckedFiveTimesAtMost() async throws {
        let settings = Self.settings {
            $0.passwordChecksAtOncePerAddress = 40
            $0.passwordChecksWaiting = 40
            $0.passwordChecksPerAddressPerMinute = 100
            $0.wrongPasswordsPerAddress = 100
        }
        try await WebTestApp.make(settings: settings).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<40 {
                    group.addTask { try await MemberClient(client).signIn("ana", password: "guess guess").status }
                }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            #expect(statuses.count(where: { $0 == .unauthorized }) <= 5)
            #expect(statuses.count(where: { $0 == .tooManyRequests }) >= 35)
            #expect(try await MemberClient(client).signIn("ana").status == .tooManyRequests, "even the right one")
        }
    }

    @Test func sprayingOnePasswordOverManyNamesRunsOutForTheAddress() async throws {
        let settings = Self.settings {
            $0.wrongPasswordsPerAddress = 10
            $0.passwordChecksPerAddressPerMinute = 100
        }
        try await WebTestApp.make(settings: settings).test(.router) { client in
            _ = try await Self.signUp("victim", password: "Summer2026!", from: "198.51.100.1", client)
            for index in 0..<10 {
                let guess = try await Self.signIn(
                    "made-up-\(index)", password: "Summer2026!", from: "203.0.113.9", client)
                #expect(guess.status == .unauthorized)
            }
            let spent = try await Self.signIn("victim", password: "Summer2026!", from: "203.0.113.9", client)
            #expect(spent.status == .tooManyRequests && spent.headers[.retryAfter] != nil, "not checked at all")
            let owner = try await Self.signIn("victim", password: "Summer2026!", from: "198.51.100.1", client)
            #expect(owner.status == .ok, "the owner, from another address, signs in")
        }
    }

    @Test func oneAddressHasABudgetOfPasswordChecksAMinute() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.passwordChecksPerAddressPerMinute = 3 }).test(.router) {
            client in
            _ = try await Self.signUp("ana", from: "198.51.100.1", client)
            for index in 0..<2 {
                #expect(try await Self.signIn("nobody-\(index)", from: "198.51.100.1", client).status == .unauthorized)
            }
            let fourth = try await Self.signIn("ana", from: "198.51.100.1", client)
            #expect(fourth.status == .tooManyRequests && fourth.errorCode == "too_many_attempts")
            let seconds = try #require(fourth.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...61).contains(seconds))
        }
    }

    @Test func aWrongCurrentPasswordInSettingsCountsAsASignInDoes() async throws {
        try await WebTestApp.make(settings: Self.settings()).test(.router) { client in
            let browser = MemberPagesTests.Browser(client)
            _ = try await browser.signUp("ana")
            for _ in 0..<3 {
                let wrong = try await browser.post(
                    "/settings/password", ["current": "guess guess", "password": "new one!"])
                #expect(wrong.status == .unauthorized)
            }
            for _ in 0..<2 {
                let wrong = try await browser.post("/settings/delete", ["current": "guess guess", "confirm": "yes"])
                #expect(wrong.status == .unauthorized)
            }
            let sixth = try await browser.post(
                "/settings/password", ["current": "long enough", "password": "new one!"])
            #expect(sixth.status == .tooManyRequests && sixth.headers[.retryAfter] != nil)
            #expect(try await MemberClient(client).signIn("ana").status == .tooManyRequests, "one count for the name")
        }
    }

    @Test func oneAddressMakesAFewAccountsAnHour() async throws {
        try await WebTestApp.make(settings: Self.settings()).test(.router) { client in
            func signUp(_ name: String, from address: String) async throws -> TestResponse {
                try await Self.signUp(name, from: address, client)
            }
            #expect(try await signUp("first", from: "203.0.113.9").status == .created)
            #expect(try await signUp("FIRST", from: "203.0.113.9").status == .conflict, "a refused one is not counted")
            for index in 2...5 { #expect(try await signUp("user\(index)", from: "203.0.113.9").status == .created) }
            let sixth = try await signUp("user6", from: "203.0.113.9")
            #expect(sixth.status == .tooManyRequests && sixth.errorCode == "too_many_sign_ups")
            let seconds = try #require(sixth.headers[.retryAfter].flatMap { Int($0) })
            #expect((3_000...3_600).contains(seconds))
            #expect(try await signUp("user6", from: "198.51.100.1").status == .created, "another address")
        }
    }

    @Test func aMemberMakesABoundedNumberOfChangesAMinute() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.writesPerMemberPerMinute = 3 }).test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            for film in ["17738", "181795", "165713"] {
                #expect(try await person.send(.put, "/api/saved/\(film)").status == .ok)
            }
            let fourth = try await person.send(.put, "/api/movies/17738/review", json: ["rating": 8])
            #expect(fourth.status == .tooManyRequests && fourth.errorCode == "too_many_writes")
            #expect(try await person.send(.get, "/api/saved").status == .ok, "reading is not a change")
        }
    }

    /// Only writes that pass their checks count: refused ones (a body of the wrong type, a rating out of
    /// range, an unknown film) leave the limit as it was.
    @Test func refusedChangesAreNotCountedAgainstTheLimit() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.writesPerMemberPerMinute = 3 }).test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            for _ in 0..<10 {
                let wrongType = try await person.send(
                    .post, "/api/diary", json: ["film": "42198"], headers: [.contentType: "text/plain"])
                #expect(wrongType.status == .unsupportedMediaType)
                let outOfRange = try await person.send(.post, "/api/diary", json: ["film": "42198", "rating": 11])
                #expect(outOfRange.status == .badRequest)
                #expect(try await person.send(.put, "/api/saved/99999999").status == .notFound)
            }
            for _ in 0..<3 {
                #expect(try await person.send(.post, "/api/diary", json: ["film": "42198"]).status == .created)
            }
            let fourth = try await person.send(.post, "/api/diary", json: ["film": "42198"])
            #expect(fourth.status == .tooManyRequests && fourth.errorCode == "too_many_writes")
        }
    }

    @Test func loggingOneFilmOverAndOverMeetsTheWriteLimitAndWritesNoMore() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.writesPerMemberPerMinute = 3 }).test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            for _ in 0..<3 {
                #expect(try await person.send(.post, "/api/diary", json: ["film": "42198"]).status == .created)
            }
            let fourth = try await person.send(.post, "/api/diary", json: ["film": "42198"])
            #expect(fourth.status == .tooManyRequests && fourth.errorCode == "too_many_writes")
            let diary = try await person.send(.get, "/api/diary")
            #expect(diary.json?["totalResults"] as? Int == 3, "the watch over the limit is not logged")
        }
    }

    @Test func aSaveCarriedThroughSignInCountsAsAWrite() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.writesPerMemberPerMinute = 3 }).test(.router) { client in
            let browser = MemberPagesTests.Browser(client)
            _ = try await browser.signUp("ana")
            for film in ["17738", "181795", "165713"] {
                _ = try await browser.post("/saved/add", ["film": film, "return": "/saved"])
            }
            browser.cookies["movies_session"] = nil
            _ = try await browser.get("/signin?save=catalog%3A47703")
            let signedIn = try await browser.post(
                "/signin?save=catalog%3A47703", ["name": "ana", "password": "long enough", "return": "/saved"])
            #expect(signedIn.headers[.location] == "/saved", "the sign-in stands")
            #expect(!(try await browser.get("/saved").text.contains("/movies/47703")), "the save over the limit is not")
        }
    }

    /// Every write counts whatever the front end: the web's list forms and the import page as the API does.
    @Test func theWebsListFormsCountAgainstTheSameChangesAMinuteAsTheAPI() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.writesPerMemberPerMinute = 3 }).test(.router) { client in
            let browser = MemberPagesTests.Browser(client)
            _ = try await browser.signUp("ana")
            for number in 1...3 {
                let made = try await browser.post("/lists/new", ["title": "List \(number)"])
                #expect(made.status == .seeOther, "\(made.status)")
            }
            let fourth = try await browser.post("/lists/new", ["title": "List 4"])
            #expect(fourth.status == .tooManyRequests)
            let lists = try await browser.get("/u/ana/lists").text
            #expect(lists.contains("List 3") && !lists.contains("List 4"), "the list over the limit is not made")
        }
    }

    @Test func aMemberExportsTheirWholeAccountAFewTimesAnHour() async throws {
        try await WebTestApp.make(settings: Self.settings { $0.exportsPerMemberPerHour = 2 }).test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            #expect(try await person.send(.get, "/api/export").status == .ok)
            #expect(try await person.send(.get, "/settings/export").status == .ok, "the web's export counts too")
            let third = try await person.send(.get, "/api/export")
            #expect(third.status == .tooManyRequests && third.errorCode == "too_many_exports")
            #expect(third.headers[.retryAfter].flatMap(Int.init).map { $0 > 60 } == true)
            #expect(try await person.send(.put, "/api/saved/17738").status == .ok, "changes have a limit of their own")
        }
    }

    /// Counted as the API's `maxLength` counts, in code points: a letter with four accents is five.
    @Test func aReviewIsBoundedInCodePoints() async throws {
        try await WebTestApp.make(settings: Self.settings()).test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            // 5,000 letters as a person reads them, each with four combining accents: 25,000 code points.
            let heavy = String(repeating: "a\u{301}\u{302}\u{303}\u{304}", count: 5_000)
            let refused = try await person.send(.put, "/api/movies/17738/review", json: ["rating": 8, "text": heavy])
            #expect(refused.status == .badRequest, "\(refused.text.prefix(300))")
            #expect((refused.json?["error"] as? [String: Any])?["field"] as? String == "text")
            let korean = String(repeating: "좋은 영화", count: 1_000)  // 5,000 characters, 13,000 bytes
            #expect(
                try await person.send(.put, "/api/movies/17738/review", json: ["rating": 8, "text": korean]).status
                    == .ok)
        }
    }
}
