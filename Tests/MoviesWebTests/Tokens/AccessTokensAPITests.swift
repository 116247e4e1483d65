import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesWeb
import Testing

/// On a real SQLite database (the web suites run in memory but for this one). Personal access tokens: made behind the password, shown once, acting for the member on every JSON route
/// with no cookie, form token or Origin, limited to their scope, and ended by revoking, the password or the
/// account.
@Suite struct AccessTokensAPITests {
    /// A program's client: it sends `Authorization: Bearer` and nothing else.
    struct Program {
        let client: any TestClientProtocol
        let token: String

        func send(_ method: HTTPRequest.Method, _ uri: String, json: [String: Any]? = nil) async throws -> TestResponse
        {
            var headers: HTTPFields = [.authorization: "Bearer \(token)"]
            if json != nil { headers[.contentType] = "application/json" }
            let body = try json.map { ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: $0)) }
            return try await client.execute(uri: uri, method: method, headers: headers, body: body)
        }
    }

    static func issue(
        _ client: any TestClientProtocol, name: String = "ana", password: String = "long enough",
        label: String = "laptop", scope: String? = nil, days: Double? = nil
    ) async throws -> TestResponse {
        var body: [String: Any] = ["name": name, "password": password, "label": label]
        if let scope { body["scope"] = scope }
        if let days { body["expiresInDays"] = days.rounded() == days ? Int(days) as Any : days as Any }
        return try await MemberClient(client).send(.post, "/api/tokens", json: body)
    }

    static func program(_ client: any TestClientProtocol, scope: String? = nil) async throws -> Program {
        let issued = try await issue(client, scope: scope)
        #expect(issued.status == .created)
        return Program(client: client, token: try #require(issued.json?["token"] as? String))
    }

    @Test func aTokenIsShownOnceAndActsForTheMemberWithNoCookieOrOrigin() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            let issued = try await Self.issue(client, days: 30)
            #expect(issued.status == .created)
            let secret = try #require(issued.json?["token"] as? String)
            #expect(secret.hasPrefix("movies_") && secret.count > 40)
            #expect(issued.json?["scope"] as? String == "read_write" && issued.json?["label"] as? String == "laptop")
            #expect(issued.json?["expires"] is String)
            #expect(issued.headers[values: .setCookie].isEmpty, "a token is not a session")

            let program = Program(client: client, token: secret)
            #expect(try await program.send(.get, "/api/me").json?["name"] as? String == "ana")
            #expect(try await program.send(.put, "/api/saved/catalog:17738").status == .ok)
            let saved = try await program.send(.get, "/api/saved")
            #expect(saved.text.contains("catalog:17738"))
            let listed = try await program.send(.get, "/api/tokens")
            let tokens = try #require(listed.json?["tokens"] as? [[String: Any]])
            #expect(tokens.count == 1 && tokens[0]["token"] == nil && !listed.text.contains(secret))
            #expect(tokens[0]["lastUsed"] is String && tokens[0]["current"] as? Bool == true, "it was just used")
        }
    }

    @Test func aReadTokenReadsButMayNotWrite() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            let program = try await Self.program(client, scope: "read")
            #expect(try await program.send(.get, "/api/saved").status == .ok)
            let save = try await program.send(.put, "/api/saved/catalog:17738")
            #expect(save.status == .forbidden && save.errorCode == "insufficient_scope")
            let review = try await program.send(.put, "/api/movies/catalog:17738/review", json: ["rating": 8])
            #expect(review.status == .forbidden)
            #expect(try await program.send(.get, "/api/search?query=heat").status == .ok)
            let recent = try await program.send(.get, "/api/recent")
            #expect(recent.status == .ok && !recent.text.contains("heat"), "a read token's search saves nothing")
        }
    }

    @Test func anUnknownOrMalformedTokenIsA401NotAnonymous() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            for header in [
                "Bearer movies_made-up", "Bearer ", "Basic YW5hOnB3", "Bearer \(String(repeating: "x", count: 5000))",
            ] {
                let response = try await client.execute(
                    uri: "/api/search?query=heat", method: .get, headers: [.authorization: header])
                #expect(
                    response.status == .unauthorized && response.errorCode == "invalid_token", "\(header.prefix(20))")
                #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            }
        }
    }

    @Test func aWrongPasswordMakesNoTokenAndCountsAsASignInDoes() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            for _ in 1...5 {
                let wrong = try await Self.issue(client, password: "guess guess")
                #expect(wrong.status == .unauthorized && wrong.errorCode == "invalid_credentials")
            }
            let throttled = try await Self.issue(client)
            #expect(throttled.status == .tooManyRequests && throttled.headers[.retryAfter] != nil)
            #expect(try await MemberClient(client).signIn("ana").status == .tooManyRequests, "one count for both")
        }
    }

    @Test func badLabelsScopesAndExpiriesAre400sNamingTheField() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            let cases: [(TestResponse, String)] =
                [
                    (try await Self.issue(client, label: "  "), "label"),
                    (try await Self.issue(client, label: String(repeating: "x", count: 61)), "label"),
                    (try await Self.issue(client, label: "a\u{202E}b"), "label"),
                    (try await Self.issue(client, scope: "admin"), "scope"),
                    (try await Self.issue(client, days: 0), "expiresInDays"),
                    (try await Self.issue(client, days: 366), "expiresInDays"),
                    (try await Self.issue(client, days: 1.5), "expiresInDays"),
                ] + (try await Self.invisibleLabels(client))
            for (response, field) in cases {
                #expect(response.status == .badRequest, "\(field)")
                #expect((response.json?["error"] as? [String: Any])?["field"] as? String == field)
            }
        }
    }

    static func invisibleLabels(_ client: any TestClientProtocol) async throws -> [(TestResponse, String)] {
        var cases: [(TestResponse, String)] = []
        for label in [
            "a\u{200B}b", "\u{FEFF}laptop", "tag\u{E0041}", "one\u{2028}two", String(repeating: "🎬", count: 61),
        ] {
            cases.append((try await issue(client, label: label), "label"))
        }
        return cases
    }

    @Test func labelsAreCountedAsAPersonCountsThem() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            for label in [String(repeating: "🎬", count: 60), "👩‍💻 work laptop", String(repeating: "é", count: 60)] {
                let issued = try await Self.issue(client, label: label)
                #expect(issued.status == .created && issued.json?["label"] as? String == label, "\(label)")
            }
        }
    }

    @Test func aTokenIsRevokedByItselfOrTheMemberAndEndsWithTheAccount() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let first = try await Self.program(client)
            let second = try await Self.program(client, scope: "read")
            let listed = try #require(try await first.send(.get, "/api/tokens").json?["tokens"] as? [[String: Any]])
            let (secondID, firstID) = (
                try #require(listed[0]["id"] as? String), try #require(listed[1]["id"] as? String)
            )

            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            let stranger = try await bob.send(.delete, "/api/tokens/\(firstID)")
            #expect(stranger.status == .notFound, "nobody revokes another's token")
            let readOnly = try await second.send(.delete, "/api/tokens/\(firstID)")
            #expect(readOnly.status == .forbidden, "a read token revokes itself only")
            #expect(try await second.send(.delete, "/api/tokens/\(secondID)").status == .noContent)
            #expect(try await second.send(.get, "/api/me").status == .unauthorized)

            #expect(try await ana.send(.delete, "/api/tokens/\(firstID)").status == .noContent, "from the browser")
            #expect(try await first.send(.get, "/api/me").errorCode == "invalid_token")

            let third = try await Self.program(client)
            let deleted = try await third.send(.delete, "/api/me", json: ["password": "long enough"])
            #expect(deleted.status == .noContent)
            #expect(try await third.send(.get, "/api/me").status == .unauthorized, "the account took its tokens")
        }
    }
}
