import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Tonight's pick through the API and the page: films none of the friends has watched, the least happy
/// member's likely rating first, narrowed by length and decade; strangers and bad lengths refused.
@Suite struct PickAPITests {
    func films(_ response: TestResponse) -> [[String: Any]] {
        response.json?["films"] as? [[String: Any]] ?? []
    }

    /// Logs the first ten films a search finds, rated as `rating` says of their place.
    func rate(_ query: String, by member: MemberClient, _ client: some TestClientProtocol) async throws -> [String] {
        let found = try await client.execute(uri: "/api/search?q=\(query)", method: .get)
        let ids = ((found.json?["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }.prefix(10)
        for (place, film) in ids.enumerated() {
            let logged = try await member.send(
                .post, "/api/diary", json: ["film": film, "day": "unknown", "rating": place < 4 ? 9 : 5])
            #expect(logged.status == .created, "\(film): \(logged.text)")
        }
        return Array(ids)
    }

    /// carol's diary is private: the pick says nothing of her (no rating likely, no average, no reason) and
    /// leaves out none of the films she watched, until she lets her diary shape picks; then her films are
    /// left out, and still nothing is said of her.
    @Test func aPrivateDiaryShapesAPickOnlyAsItsMemberAllowsAndSaysNothing() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, carol) = (MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (carol, "carol")] { _ = try await member.signUp(name) }
            _ = try await ana.send(.put, "/api/members/carol/follow")
            _ = try await carol.send(.put, "/api/members/ana/follow")
            _ = try await rate("star", by: ana, client)
            let hers = Set(try await rate("godfather", by: carol, client))
            func picked() async throws -> [[String: Any]] {
                films(try await ana.send(.get, "/api/pick?with=carol&decade=1970s&decade=1990s"))
            }
            func saysNothingOfCarol(_ films: [[String: Any]]) -> Bool {
                films.allSatisfy { film in
                    let carol = (film["members"] as? [[String: Any]] ?? [])[1]
                    return carol["private"] as? Bool == true && carol["predicted"] == nil && carol["average"] == nil
                        && (carol["reasons"] as? [String])?.isEmpty == true
                }
            }
            let closed = try await picked()
            #expect(!closed.isEmpty && saysNothingOfCarol(closed))
            let found = Set(closed.compactMap { $0["id"] as? String })
            #expect(!found.isDisjoint(with: hers), "what carol watched is not left out: nothing of it is read")

            let allowed = try await carol.send(
                .put, "/api/diary/visibility", json: ["public": false, "shapesPicks": true])
            #expect(allowed.status == .ok && allowed.json?["shapesPicks"] as? Bool == true, "\(allowed.text)")
            let shaped = try await picked()
            #expect(!shaped.isEmpty && saysNothingOfCarol(shaped))
            #expect(Set(shaped.compactMap { $0["id"] as? String }).isDisjoint(with: hers))
        }
    }

    @Test func friendsGetFilmsNoneOfThemWatchedTheLeastHappyFirst() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob, cyd) = (MemberClient(client), MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (bob, "bob"), (cyd, "cyd")] { _ = try await member.signUp(name) }
            _ = try await ana.send(.put, "/api/members/bob/follow")
            _ = try await bob.send(.put, "/api/members/ana/follow")
            _ = try await ana.send(.put, "/api/members/cyd/follow")
            _ = try await bob.send(.put, "/api/diary/visibility", json: ["public": true])
            let watched = Set(try await rate("star", by: ana, client) + (try await rate("godfather", by: bob, client)))

            let picked = try await ana.send(.get, "/api/pick?with=bob")
            #expect(picked.status == .ok && picked.json?["members"] as? [String] == ["ana", "bob"])
            let found = films(picked)
            #expect(found.count == 20)
            #expect(Set(found.compactMap { $0["id"] as? String }).isDisjoint(with: watched))
            let least = found.compactMap { $0["least"] as? Double }
            #expect(least.count == 20 && least.first! >= least.last!, "\(least)")
            for film in found {
                let members = film["members"] as? [[String: Any]] ?? []
                #expect(members.map { $0["name"] as? String } == ["ana", "bob"])
                let predicted = members.compactMap { $0["predicted"] as? Double }
                #expect(predicted.min().map { abs($0 - (film["least"] as? Double ?? 0)) < 0.11 } == true)
            }

            let short = films(try await ana.send(.get, "/api/pick?with=bob&under=90&decade=1970s"))
            #expect(!short.isEmpty)
            #expect(short.allSatisfy { ($0["runtime"] as? Int).map { $0 <= 90 } == true })
            #expect(short.allSatisfy { ($0["year"] as? Int).map { (1970...1979).contains($0) } == true })

            #expect(try await ana.send(.get, "/api/pick?with=cyd").errorCode == "not_friends")
            #expect(try await ana.send(.get, "/api/pick").errorCode == "no_companions")
            #expect(try await ana.send(.get, "/api/pick?with=nobody").errorCode == "unknown_member")
            let long = try await ana.send(.get, "/api/pick?with=bob&under=soon")
            #expect(long.status == .badRequest && long.errorCode == "invalid_under")
            #expect(try await ana.send(.get, "/api/pick?with=bob&decade=1066").errorCode == "invalid_decade")
            #expect(try await client.execute(uri: "/api/pick?with=bob", method: .get).status == .unauthorized)
        }
    }

    @Test func thePageOffersFriendsAndSaysWhatIsWrongOverTheForm() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberPagesTests.Browser(client), MemberPagesTests.Browser(client))
            _ = try await ana.signUp("ana")
            let lonely = try await ana.get("/pick")
            #expect(lonely.status == .ok && lonely.text.contains("Follow a member to start"))
            _ = try await bob.signUp("bob")
            _ = try await ana.post("/u/bob/follow", [:])
            _ = try await bob.post("/u/ana/follow", [:])
            let form = try await ana.get("/pick")
            #expect(form.text.contains("name=\"with\" value=\"bob\"") && form.text.contains("Choose who watches"))
            let picked = try await ana.get("/pick?with=bob&under=120")
            #expect(picked.status == .ok && picked.text.contains("Everyone about"))
            #expect(
                picked.text.contains("value=\"bob\" checked") && picked.text.contains("<option value=\"120\" selected"))
            let wrong = try await ana.get("/pick?with=bob&genre=polka")
            #expect(wrong.status == .badRequest && wrong.text.contains("There is no genre"))
            #expect(wrong.text.contains("name=\"with\" value=\"bob\" checked"), "the form keeps what was chosen")
            #expect(try await client.execute(uri: "/pick", method: .get).status == .seeOther)
        }
    }
}
