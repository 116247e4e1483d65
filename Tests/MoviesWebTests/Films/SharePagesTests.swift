import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/share`, where a phone's share sheet sends a film shared from another app: a link to a film here opens
/// its log form, words open the search, and a link to no film here says so (404), as does nothing at all
/// (400). The manifest names it as the app's share target.
@Suite struct SharePagesTests {
    @Test func aSharedLinkOpensTheFilmsLogFormAndWordsTheSearch() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let imdb = try await client.execute(
                uri: "/share?title=Heat&url=https%3A%2F%2Fwww.imdb.com%2Ftitle%2Ftt0113277%2F", method: .get)
            #expect(imdb.status == .seeOther && imdb.headers[.location] == "/movies/42198/log")
            let letterboxd = try await client.execute(
                uri: "/share?text=Heat%20(1995)%20https%3A%2F%2Fletterboxd.com%2Ffilm%2Fheat-1995%2F", method: .get)
            #expect(letterboxd.headers[.location] == "/movies/42198/log")
            let words = try await client.execute(uri: "/share?title=Heat&text=a%20great%20one", method: .get)
            #expect(words.status == .seeOther && words.headers[.location] == "/?q=Heat%20a%20great%20one")
            let none = try await client.execute(
                uri: "/share?url=https%3A%2F%2Fwww.imdb.com%2Ftitle%2Ftt9999999%2F", method: .get)
            #expect(
                none.status == .notFound
                    && String(buffer: none.body).contains("No film here has the IMDb id tt9999999."))
            let nothing = try await client.execute(uri: "/share", method: .get)
            #expect(nothing.status == .badRequest)
            let manifest = String(buffer: try await client.execute(uri: "/manifest.webmanifest", method: .get).body)
            #expect(manifest.contains(#""share_target":{"action":"/share","method":"GET""#))
        }
    }

    @Test func theAPIAnswersWhereASharedTextLeads() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let visitor = MemberClient(client)
            let imdb = try await visitor.send(
                .get, "/api/share?text=Heat%20https%3A%2F%2Fwww.imdb.com%2Ftitle%2Ftt0113277%2F")
            #expect(imdb.status == .ok && imdb.json?["film"] as? String == "catalog:42198")
            let several = try await visitor.send(.get, "/api/share?text=https%3A%2F%2Fletterboxd.com%2Ffilm%2Fheat%2F")
            let films = try #require(several.json?["choose"] as? [[String: Any]])
            #expect(films.contains { $0["id"] as? String == "catalog:42198" && $0["year"] as? Int == 1995 })
            let words = try await visitor.send(.get, "/api/share?text=a%20heist%20film")
            #expect(words.json?["words"] as? String == "a heist film")
            let none = try await visitor.send(.get, "/api/share?text=https%3A%2F%2Fwww.imdb.com%2Ftitle%2Ftt9999999%2F")
            #expect(none.status == .notFound)
            #expect(try await visitor.send(.get, "/api/share?text=%20").status == .badRequest)
        }
    }
}
