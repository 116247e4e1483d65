import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The feed through the API and on the home page: what the members one follows did, newest first and
/// grouped, the start of a review with it, paged by `after`, and nothing of a private diary's watches.
@Suite struct FeedTests {
    func headlines(_ response: TestResponse) -> [String] {
        (response.json?["groups"] as? [[String: Any]])?.compactMap { $0["headline"] as? String } ?? []
    }

    @Test func theFeedIsWhatTheFollowedDidGroupedAndPaged() async throws {
        try await WebTestApp.make(settings: WebTestApp.servingFeeds).test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            #expect(try await ana.send(.get, "/api/feed").json?["groups"] as? [Any] != nil)
            _ = try await ana.send(.put, "/api/members/bob/follow")
            _ = try await bob.send(.put, "/api/diary/visibility", json: ["public": true])
            for film in ["47703", "42198", "17738"] {
                let logged = try await bob.send(
                    .post, "/api/diary", json: ["film": film, "day": "2024-03-12", "rating": 8, "review": "Grand."])
                #expect(logged.status == .created || logged.status == .ok, "\(logged.text)")
            }
            _ = try await bob.send(.post, "/api/lists", json: ["title": "Best of the ’70s", "public": true])

            let feed = try await ana.send(.get, "/api/feed")
            #expect(feed.status == .ok)
            #expect(headlines(feed) == ["bob made a list: Best of the ’70s", "bob watched 3 films"], "\(feed.text)")
            let watched = (feed.json?["groups"] as? [[String: Any]])?.last?["activities"] as? [[String: Any]]
            #expect(watched?.first?["review"] as? String == "Grand." && watched?.first?["rating"] as? Int == 8)

            // The page after the list's place holds the watches alone.
            let groups = feed.json?["groups"] as? [[String: Any]]
            let place = try #require((groups?.first?["activities"] as? [[String: Any]])?.first?["place"] as? String)
            let older = try await ana.send(
                .get, "/api/feed?after=\(place.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
            #expect(headlines(older) == ["bob watched 3 films"])

            let home = try await ana.send(.get, "/")
            #expect(home.text.contains("From the members you follow") && home.text.contains(">bob</a> watched 3 films"))

            _ = try await bob.send(.put, "/api/diary/visibility", json: ["public": false])
            // Made private, the diary's watches are out; their reviews are public, and stand alone.
            #expect(
                headlines(try await ana.send(.get, "/api/feed")) == [
                    "bob made a list: Best of the ’70s", "bob reviewed 3 films",
                ])

            // Anyone's feed reader follows a member's public activity.
            let rss = try await client.execute(uri: "/u/bob/activity.rss", method: .get)
            #expect(rss.status == .ok && rss.headers[.contentType]?.hasPrefix("application/rss+xml") == true)
            // Each review its own item, each link whole.
            let reviewed = rss.text.components(separatedBy: "<title>bob reviewed ").count - 1
            #expect(reviewed == 3 && !rss.text.contains("reviewed 3 films") && !rss.text.contains("<title>bob watched"))
            #expect(!rss.text.contains("<link>/"), "\(rss.text.prefix(600))")
            #expect(try await client.execute(uri: "/u/nobody/activity.rss", method: .get).status == .notFound)
            // And programs read the same, signed out, as JSON.
            let activity = try await client.execute(uri: "/api/members/bob/activity", method: .get)
            #expect(activity.status == .ok)
            #expect(
                headlines(activity) == ["bob made a list: Best of the ’70s", "bob reviewed 3 films"], "\(activity.text)"
            )
            #expect(try await client.execute(uri: "/api/members/nobody/activity", method: .get).status == .notFound)

            let bad = try await ana.send(.get, "/api/feed?after=yesterday")
            #expect(bad.status == .badRequest && bad.errorCode == "invalid_after")
            #expect(try await client.execute(uri: "/api/feed", method: .get).status == .unauthorized)
        }
    }
}
