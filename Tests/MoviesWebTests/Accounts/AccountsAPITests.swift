import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

@Suite struct AccountsAPITests {
    @Test func signUpSignsInAndSignOutEndsTheSession() async throws {
        try await WebTestApp.make().test(.router) { client in
            let person = MemberClient(client)
            let created = try await person.signUp("Ana")
            #expect(created.status == .created)
            #expect(created.json?["name"] as? String == "Ana" && created.json?["password"] == nil)
            let cookie = try #require(created.headers[values: .setCookie].first { $0.hasPrefix("movies_session=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(try await person.send(.get, "/api/me").json?["name"] as? String == "Ana")
            let kept = try #require(person.sessionCookie)

            #expect(try await person.send(.delete, "/api/session").status == .noContent)
            #expect(person.sessionCookie == nil)
            let me = try await client.execute(uri: "/api/me", method: .get, headers: [.cookie: kept])
            #expect(me.status == .unauthorized && me.errorCode == "sign_in_required", "the old session is gone")
        }
    }

    @Test func theSessionIdChangesAtEverySignIn() async throws {
        try await WebTestApp.make().test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            let first = person.sessionCookie
            #expect(try await person.signIn("ana").status == .ok)
            #expect(person.sessionCookie != nil && person.sessionCookie != first)
        }
    }

    @Test func aLookAlikeOfATakenNameIsTakenAndMixedScriptsAreRefused() async throws {
        try await WebTestApp.make().test(.router) { client in
            #expect(try await MemberClient(client).signUp("alice").status == .created)
            let digit = try await MemberClient(client).signUp("a1ice")
            #expect(digit.status == .conflict && digit.errorCode == "name_taken")
            let cyrillic = try await MemberClient(client).signUp("\u{430}lice")
            #expect(cyrillic.status == .badRequest && cyrillic.errorCode == "invalid_name")
            let joiner = try await MemberClient(client).signUp("al\u{200D}ice")
            #expect(joiner.status == .badRequest && joiner.errorCode == "invalid_name")
            let reserved = try await MemberClient(client).signUp("ADMİN")
            #expect(reserved.status == .badRequest && reserved.errorCode == "invalid_name")
        }
    }

    @Test func aTakenNameInAnyCaseIsA409() async throws {
        try await WebTestApp.make().test(.router) { client in
            _ = try await MemberClient(client).signUp("Ana")
            let again = try await MemberClient(client).signUp("ＡＮＡ")
            #expect(again.status == .conflict && again.errorCode == "name_taken")
        }
    }

    @Test func aWrongPasswordAndAnUnknownNameGetTheSame401() async throws {
        try await WebTestApp.make().test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            let wrong = try await MemberClient(client).signIn("ana", password: "not the one")
            let unknown = try await MemberClient(client).signIn("bob", password: "long enough")
            #expect(wrong.status == .unauthorized && unknown.status == .unauthorized)
            #expect(wrong.text == unknown.text && wrong.errorCode == "invalid_credentials")
            #expect(wrong.headers[values: .setCookie].allSatisfy { !$0.hasPrefix("movies_session=") })
        }
    }

    @Test func fiveWrongPasswordsForANameAreFollowedByA429EvenForTheRightOne() async throws {
        try await WebTestApp.make().test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            for _ in 1...5 {
                #expect(try await MemberClient(client).signIn("ANA", password: "guess guess").status == .unauthorized)
            }
            let throttled = try await MemberClient(client).signIn("ana")
            #expect(throttled.status == .tooManyRequests && throttled.errorCode == "too_many_attempts")
            let seconds = try #require(throttled.headers[.retryAfter].flatMap { Int($0) })
            #expect((840...900).contains(seconds))
            #expect(try await MemberClient(client).signIn("bob", password: "x").status == .unauthorized)
        }
    }

    @Test(
        arguments: [
            (["name": "ana", "password": "long enough"], "fullName", "invalid_body"),
            (
                ["name": "a!", "fullName": ["given": "A", "family": "B"], "password": "long enough"], "name",
                "invalid_name"
            ),
            (
                ["name": "admin", "fullName": ["given": "A", "family": "B"], "password": "long enough"], "name",
                "invalid_name"
            ),
            (
                ["name": "ana", "fullName": ["given": " ", "family": "B"], "password": "long enough"], "fullName",
                "invalid_full_name"
            ),
            (
                ["name": "ana", "fullName": ["given": "A", "family": "B"], "password": "short"], "password",
                "invalid_password"
            ),
            (
                ["name": 3, "fullName": ["given": "A", "family": "B"], "password": "long enough"], "name",
                "invalid_body"
            ),
        ] as [([String: any Sendable], String, String)])
    func badSignUpsAre400sNamingTheField(body: [String: any Sendable], field: String, code: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await MemberClient(client).send(.post, "/api/users", json: body)
            #expect(response.status == .badRequest)
            #expect(response.errorCode == code)
            #expect((response.json?["error"] as? [String: Any])?["field"] as? String == field)
        }
    }

    @Test func jsonWritesNeedJSONAndThisSitesOrigin() async throws {
        try await WebTestApp.make().test(.router) { client in
            let person = MemberClient(client)
            let form = try await person.send(
                .post, "/api/session", json: ["name": "ana", "password": "long enough"],
                headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(form.status == .unsupportedMediaType)
            let crossSite = try await person.send(
                .post, "/api/users",
                json: ["name": "ana", "fullName": ["given": "A", "family": "B"], "password": "long enough"],
                headers: [.origin: "https://evil.example"])
            #expect(crossSite.status == .forbidden && crossSite.errorCode == "cross_origin")
            #expect(try await person.send(.get, "/api/me").status == .unauthorized, "no account was made")
        }
    }

    @Test func twentyConcurrentSignUpsWithOneNameMakeExactlyOneAccount() async throws {
        // The store's unique index at work: limits as if the twenty came from twenty addresses.
        var settings = WebSettings()
        settings.accountLimits.passwordChecksAtOncePerAddress = 20
        settings.accountLimits.passwordChecksWaiting = 20
        settings.accountLimits.signUpsPerAddressPerHour = 20
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        try await MemberClient(client).signUp(index.isMultiple(of: 2) ? "Carla" : "carla").status
                    }
                }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .created }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 19)
        }
    }

    @Test func deletingTheAccountEndsItsSessionAndFreesTheName() async throws {
        try await WebTestApp.make().test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("ana")
            _ = try await person.send(.put, "/api/saved/17738")
            let kept = try #require(person.sessionCookie)
            let sessionAlone = try await person.send(.delete, "/api/me")
            #expect(sessionAlone.status == .unsupportedMediaType, "the password is asked again")
            let wrong = try await person.send(.delete, "/api/me", json: ["password": "not the one"])
            #expect(wrong.status == .unauthorized && wrong.errorCode == "invalid_credentials")
            #expect(try await person.send(.get, "/api/me").status == .ok, "still there")
            #expect(try await person.send(.delete, "/api/me", json: ["password": "long enough"]).status == .noContent)
            let me = try await client.execute(uri: "/api/me", method: .get, headers: [.cookie: kept])
            #expect(me.status == .unauthorized)
            #expect(try await MemberClient(client).signIn("ana").status == .unauthorized)
            #expect(try await MemberClient(client).signUp("ana").status == .created)
        }
    }

    @Test func aVisitorsRecentSearchesBecomeTheAccountsAtSignIn() async throws {
        try await WebTestApp.make().test(.router) { client in
            let visitor = try await client.newVisitorCookie()
            for query in ["alien", "heat"] {
                _ = try await client.execute(
                    uri: "/api/search?query=\(query)", method: .get, headers: [.cookie: visitor])
            }
            let person = MemberClient(client)
            _ = try await person.send(
                .post, "/api/users",
                json: ["name": "ana", "fullName": ["given": "A", "family": "B"], "password": "long enough"],
                headers: [.cookie: visitor])
            let session = try #require(person.sessionCookie)
            let mine = try await client.execute(
                uri: "/api/recent", method: .get, headers: [.cookie: "\(visitor); \(session)"])
            #expect(mine.json?["queries"] as? [String] == ["heat", "alien"])
            _ = try await client.execute(
                uri: "/api/search?query=jaws", method: .get, headers: [.cookie: "\(visitor); \(session)"])
            let after = try await client.execute(
                uri: "/api/recent", method: .get, headers: [.cookie: "\(visitor); \(session)"])
            #expect(after.json?["queries"] as? [String] == ["jaws", "heat", "alien"])
            let signedOut = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: visitor])
            #expect(signedOut.json?["queries"] as? [String] == [], "they went with the account")
        }
    }
}
