import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What members think of a film through the API: their ratings counted beside the reviews, a like a
/// member a review (most helpful first), and the likes one cannot give.
@Suite struct ReviewLikesAPITests {
    func authors(_ response: TestResponse) -> [String] {
        (response.json?["results"] as? [[String: Any]])?.compactMap { $0["author"] as? String } ?? []
    }

    @Test func likesPutTheMostHelpfulFirstAndCanBeTakenBack() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob, cyd) = (MemberClient(client), MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            _ = try await cyd.signUp("cyd")
            // Members' ratings count public diaries only.
            for member in [ana, bob] {
                _ = try await member.send(.put, "/api/diary/visibility", json: ["public": true])
            }
            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 9, "text": "Operatic."])
            _ = try await bob.send(.put, "/api/movies/17738/review", json: ["rating": 6])
            #expect(
                authors(try await client.execute(uri: "/api/movies/17738/reviews", method: .get)) == ["bob", "ana"])

            #expect(try await cyd.send(.put, "/api/movies/17738/reviews/ana/like").status == .noContent)
            #expect(try await cyd.send(.put, "/api/movies/17738/reviews/ana/like").status == .noContent, "again")
            let read = try await cyd.send(.get, "/api/movies/17738/reviews")
            #expect(authors(read) == ["ana", "bob"], "most helpful first")
            let first = (read.json?["results"] as? [[String: Any]])?.first
            #expect(first?["likes"] as? Int == 1 && first?["liked"] as? Bool == true)
            let members = read.json?["members"] as? [String: Any]
            #expect(members?["count"] as? Int == 2 && members?["averageRating"] as? Double == 7.5)
            #expect(members?["histogram"] as? [Int] == [0, 0, 0, 0, 0, 1, 0, 0, 1, 0])
            let anonymous = try await client.execute(uri: "/api/movies/17738/reviews", method: .get)
            #expect((anonymous.json?["results"] as? [[String: Any]])?.first?["liked"] == nil)

            #expect(try await cyd.send(.delete, "/api/movies/17738/reviews/ana/like").status == .noContent)
            let none = try await cyd.send(.delete, "/api/movies/17738/reviews/ana/like")
            #expect(none.status == .notFound && none.errorCode == "not_liked")
        }
    }

    @Test func aLikeOfNoReviewOrOnesOwnOrSignedOutIsRefused() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 9])
            let own = try await ana.send(.put, "/api/movies/17738/reviews/ana/like")
            #expect(own.status == .badRequest && own.errorCode == "own_review")
            let nobody = try await ana.send(.put, "/api/movies/17738/reviews/nobody/like")
            #expect(nobody.status == .notFound)
            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            let unreviewed = try await bob.send(.put, "/api/movies/240/reviews/ana/like")
            #expect(unreviewed.status == .notFound, "ana has not reviewed that film")
            let signedOut = try await client.execute(uri: "/api/movies/17738/reviews/ana/like", method: .put)
            #expect(signedOut.status == .unauthorized)
        }
    }
}

/// Browsing in members' orders through the API and the page: what members rated and watched, first.
@Suite struct MembersBrowseTests {
    @Test func browseSortsByMembersRatingAndMostWatchedThisYear() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            // Members' ratings count public diaries only.
            _ = try await ana.send(.put, "/api/diary/visibility", json: ["public": true])
            _ = try await ana.send(.put, "/api/movies/47703/review", json: ["rating": 10])
            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 7])
            let rated = try await client.execute(uri: "/api/discover?sort=members", method: .get)
            let ids = (rated.json?["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            #expect(rated.status == .ok && ids == ["catalog:47703", "catalog:17738"], "\(rated.body.readableBytes)")
            let crime = try await client.execute(uri: "/api/discover?sort=members&genre=crime", method: .get)
            let crimeIDs = (crime.json?["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            #expect(crimeIDs == ["catalog:47703"], "of the two, The Godfather alone is a crime film")

            let year = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: Date()).year ?? 2026
            _ = try await ana.send(.post, "/api/diary", json: ["film": "42198", "day": "\(year)-01-01"])
            let watched = try await client.execute(uri: "/api/discover?sort=watched", method: .get)
            let watchedIDs = (watched.json?["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            #expect(watchedIDs == ["catalog:42198"])
            let page = try await client.execute(uri: "/discover?sort=members", method: .get)
            let html = String(buffer: page.body)
            #expect(page.status == .ok && html.contains("Highest rated by members") && html.contains("The Godfather"))
        }
    }
}

/// Pages without dead ends: a form's address opened as a page leads to its page, a failure page has a
/// heading, and a page asked for alone counts from where it starts.
@Suite struct DeadEndsTests {
    @Test(arguments: [
        ("/settings/password", "/settings"), ("/settings/tokens", "/settings"), ("/settings/delete", "/settings"),
        ("/movies/17738/review", "/movies/17738"), ("/saved/add", "/saved"), ("/lists/new", "/"),
    ])
    func aFormsAddressOpenedAsAPageLeadsToItsPage(address: String, page: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let opened = try await client.execute(uri: address, method: .get)
            #expect(opened.status == .seeOther && opened.headers[.location] == page, "\(address)")
            let api = try await client.execute(uri: "/api/movies/17738/review", method: .get)
            #expect(api.status == .methodNotAllowed, "the API keeps its 405")
        }
    }

    @Test func aMemberNobodyHasIsAPageWithAHeading() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/u/nobody", method: .get)
            #expect(page.status == .notFound && page.text.contains("<h1>This page does not exist.</h1>"))
            #expect(page.text.contains("There is no such account."))
            let nowhere = try await client.execute(uri: "/nowhere/at/all", method: .get)
            #expect(nowhere.status == .notFound && nowhere.text.contains("<h1>This page does not exist.</h1>"))
            #expect(
                nowhere.text.contains("href=\"/discover\"") && nowhere.text.contains("href=\"/signin"),
                "the header's links")
        }
    }

    @Test func aPageAskedForAloneCountsFromWhereItStarts() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "/?q=the&page=2", method: .get)
            #expect(page.text.contains(">Showing 21–40 of "), "\(page.status)")
            let browse = try await client.execute(uri: "/discover", method: .get)
            #expect(browse.text.contains("Showing 20 of 17,472") && browse.text.contains("id=\"more\""))
            let last = try await client.execute(uri: "/discover?page=500", method: .get)
            #expect(last.status == .ok && !last.text.contains("id=\"more\""), "no link to a page past 500")
            #expect(last.text.contains("That is as far as a list goes"))
            let drama = try await client.execute(uri: "/discover?genre=drama&from=1970&to=1979", method: .get).text
            #expect(
                drama.contains("href=\"/discover?genre=drama&amp;from=1980&amp;to=1989\""), "a decade keeps the genre")
            #expect(drama.contains("href=\"/discover?genre=drama\" aria-current=\"true\""), "the chosen one leads back")
        }
    }
}
