import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Privacy from one rule, walked across every surface: ana's diary private and then public, seen by
/// herself, a follower, a stranger, somebody signed out, a member she blocked, a member who blocked her and
/// her own read-only token; each page, feed, API answer, profile, statistics and list shows exactly what
/// the rule lets that viewer see, and nothing else.
@Suite struct PrivacyMatrixTests {
    enum Viewer: String, CaseIterable {
        case own, follower, stranger, visitor, blockedByHer, blocksHer, token

        var isOwn: Bool { self == .own || self == .token }
        /// She is there for everyone but whom she blocked.
        var seesMember: Bool { self != .blockedByHer }
        /// Her reviews, public lists and follows: not across a block either way.
        var seesActivity: Bool { self != .blockedByHer && self != .blocksHer }
        func seesDiary(public: Bool) -> Bool { isOwn || (`public` && seesActivity) }
    }

    /// What a viewer is asked: the answer's status and text.
    typealias Ask = (HTTPRequest.Method, String) async throws -> TestResponse

    /// In memory, on SQLite and on PostgreSQL (the feed, profile and statistics are read by SQL there).
    @Test(arguments: WebTestApp.Store.available)
    func everySurfaceShowsWhatTheRuleLetsEachViewerSee(store: WebTestApp.Store) async throws {
        try await WebTestApp.make(settings: WebTestApp.servingFeeds, store: store).test(.router) { client in
            var members: [String: MemberClient] = [:]
            for name in ["ana", "bob", "dee", "eve", "fay"] {
                let member = MemberClient(client)
                #expect(try await member.signUp(name).status == .created)
                members[name] = member
            }
            let (ana, bob) = (members["ana"]!, members["bob"]!)
            _ = try await bob.send(.put, "/api/members/ana/follow")
            _ = try await members["eve"]!.send(.put, "/api/members/ana/follow")
            _ = try await ana.send(.put, "/api/members/dee/follow")
            let reviewed = try await ana.send(
                .post, "/api/diary",
                json: ["film": "42198", "day": "2024-03-12", "rating": 8, "review": "Long and right."])
            let review = try #require(reviewed.json?["id"] as? String)
            // Apocalypse Now: a watch and nothing else, seen only where her diary is.
            _ = try await ana.send(.post, "/api/diary", json: ["film": "182692", "day": "2024-03-13", "rating": 9])
            for (title, isPublic) in [("Crime night", true), ("Secret picks", false)] {
                let list = try await ana.send(.post, "/api/lists", json: ["title": title, "public": isPublic])
                let id = try #require(list.json?["id"] as? String)
                _ = try await ana.send(.post, "/api/lists/\(id)/films", json: ["film": "11621"])
            }
            _ = try await ana.send(.put, "/api/members/eve/block")
            _ = try await members["fay"]!.send(.put, "/api/members/ana/block")
            let issued = try await AccessTokensAPITests.issue(client, scope: "read")
            let token = AccessTokensAPITests.Program(
                client: client, token: try #require(issued.json?["token"] as? String))

            func asker(_ viewer: Viewer) -> Ask {
                switch viewer {
                case .own: { try await ana.send($0, $1) }
                case .follower: { try await bob.send($0, $1) }
                case .stranger: { try await members["dee"]!.send($0, $1) }
                case .visitor: { try await client.execute(uri: $1, method: $0) }
                case .blockedByHer: { try await members["eve"]!.send($0, $1) }
                case .blocksHer: { try await members["fay"]!.send($0, $1) }
                case .token: { try await token.send($0, $1) }
                }
            }

            for isPublic in [false, true] {
                _ = try await ana.send(.put, "/api/diary/visibility", json: ["public": isPublic])
                for viewer in Viewer.allCases {
                    try await Self.walk(
                        asker(viewer), viewer, diaryIsPublic: isPublic, review: review, pages: viewer != .token)
                }
                // The feed of her follower: her review always, her watches only from a public diary.
                let feed = try await bob.send(.get, "/api/feed").text
                #expect(feed.contains("Heat"), "a review is activity")
                #expect(feed.contains("Apocalypse Now") == isPublic, "a watch is her diary's (public: \(isPublic))")
            }
            // A read-only token reads and never writes.
            #expect(
                try await token.send(.post, "/api/diary", json: ["film": "11621", "day": "unknown"]).status
                    == .forbidden)
        }
    }

    /// Every surface as `viewer` asks it. `pages`: whether the viewer reads the site's pages (a token reads
    /// the API alone).
    static func walk(_ ask: Ask, _ viewer: Viewer, diaryIsPublic: Bool, review: String, pages: Bool) async throws {
        let diary = viewer.seesDiary(public: diaryIsPublic)
        let context = "\(viewer.rawValue), diary public: \(diaryIsPublic)"
        func expect(_ uri: String, shown: Bool, _ line: Int = #line) async throws -> String {
            let answer = try await ask(.get, uri)
            #expect(answer.status == (shown ? .ok : .notFound), "\(uri) as \(context): \(answer.status)")
            return answer.status == .ok ? answer.text : ""
        }
        // The profile: there for all she did not block; her lists and reviews across no block; her recent
        // watches only where her diary is theirs to read; her private list hers alone.
        let profile = try await expect("/api/members/ana", shown: viewer.seesMember)
        if viewer.seesMember {
            #expect(profile.contains("Crime night") == viewer.seesActivity, "public list on the profile: \(context)")
            #expect(profile.contains("Secret picks") == viewer.isOwn, "private list on the profile: \(context)")
            #expect(profile.contains("Long and right.") == viewer.seesActivity, "review on the profile: \(context)")
            #expect(profile.contains("Apocalypse Now") == diary, "recent watches on the profile: \(context)")
            #expect(profile.contains("\"films\":2") == diary, "how much she watches is her diary's: \(context)")
        }
        for uri in ["/api/members/ana/followers", "/api/members/ana/following"] {
            _ = try await expect(uri, shown: viewer.seesActivity)
        }
        _ = try await expect("/api/members/ana/lists/crime-night", shown: viewer.seesActivity)
        _ = try await expect("/api/members/ana/lists/secret-picks", shown: viewer.isOwn)
        _ = try await expect("/api/comments?on=\(review)", shown: viewer.seesActivity)
        let reviews = try await ask(.get, "/api/movies/42198/reviews").text
        #expect(reviews.contains("Long and right.") == viewer.seesActivity, "the film's reviews: \(context)")
        guard pages else { return }
        let page = try await expect("/u/ana", shown: viewer.seesMember)
        if viewer.seesMember {
            #expect(page.contains("Crime night") == viewer.seesActivity, "public list on the page: \(context)")
            #expect(page.contains("Apocalypse Now") == diary, "recent watches on the page: \(context)")
        }
        for uri in ["/u/ana/diary", "/u/ana/stats"] {
            let text = try await expect(uri, shown: diary)
            #expect(text.contains("Apocalypse Now") == diary, "\(uri): \(context)")
        }
        // A feed reader is nobody in particular: the feed is there exactly when the diary is public.
        _ = try await expect("/u/ana/diary.rss", shown: diaryIsPublic)
        for uri in ["/u/ana/followers", "/u/ana/following"] {
            _ = try await expect(uri, shown: viewer.seesActivity)
        }
        _ = try await expect("/u/ana/lists/crime-night", shown: viewer.seesActivity)
        _ = try await expect("/u/ana/lists/secret-picks", shown: viewer.isOwn)
        _ = try await expect("/reviews/\(review)", shown: viewer.seesActivity)
    }
}
