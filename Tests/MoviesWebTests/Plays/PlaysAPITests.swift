import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// `/api/plays/{server}/{token}`: a member's media servers post plays to the addresses their play token
/// makes: a play token writes there and nowhere else, any other token or none writes nothing, a retry is
/// one watch, a Plex form's thumbnail is read past, and a body past its size is refused.
@Suite struct PlaysAPITests {
    static let heat =
        #"{"NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": "Heat", "Year": 1995, "Provider_imdb": "tt0113277", "PlayedToCompletion": true, "UtcTimestamp": "2024-03-02T04:30:00.0000000Z", "Timestamp": "2024-03-01T23:30:00.0000000-05:00"}"#

    /// Posts `body` as a media server does, with no session and no header of a member's.
    static func post(
        _ client: any TestClientProtocol, _ uri: String, _ body: Data, type: String = "application/json"
    ) async throws -> TestResponse {
        let response = try await client.execute(
            uri: uri, method: .post, headers: [.contentType: type], body: ByteBuffer(bytes: body))
        OpenAPIContract.shared.check("POST", uri, response)
        return response
    }

    static func path(_ address: String) -> String {
        String(address[address.range(of: "/api/")!.lowerBound...])
    }

    @Test func aPlayTokensAddressesLogPlaysOnceAndNothingElse() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let made = try await ana.send(.post, "/api/plays/token")
            #expect(made.status == .created)
            let token = try #require(made.json?["token"] as? String)
            let addresses = try #require(made.json?["addresses"] as? [String: String])
            #expect(addresses["plex"]?.hasSuffix("/api/plays/plex/\(token)") == true)
            let jellyfin = Self.path(try #require(addresses["jellyfin"]))

            let first = try await Self.post(client, jellyfin, Data(Self.heat.utf8))
            #expect(first.status == .ok && first.json?["new"] as? Bool == true, "\(first.text)")
            let play = try #require(first.json?["play"] as? [String: Any])
            #expect(play["fate"] as? String == "logged" && play["day"] as? String == "2024-03-01")
            let again = try await Self.post(client, jellyfin, Data(Self.heat.utf8))
            #expect(again.json?["new"] as? Bool == false, "a retry is the same play")
            // Jellyfin's payloads carry the film's overview, and run to kilobytes.
            let overview = String(repeating: "A group of professional bank robbers start to feel the heat. ", count: 60)
            let long = Self.heat.dropLast() + #", "Overview": "\#(overview)"}"#
            let described = try await Self.post(client, jellyfin, Data(long.utf8))
            #expect(described.status == .ok && described.json?["new"] as? Bool == false, "\(described.text)")
            let diary = try await ana.send(.get, "/api/diary")
            let watches = try #require(diary.json?["results"] as? [[String: Any]])
            #expect(watches.count == 1 && watches.first?["source"] as? String == "jellyfin")

            // A Plex form: its payload read, its thumbnail (here 40 KB of no image at all) read past.
            let boundary = "plex-boundary"
            let thumbnail = String(repeating: "not an image at all ", count: 2_000)
            let payload =
                #"{"event": "media.scrobble", "user": true, "Metadata": {"type": "movie", "title": "Heat", "year": 1995, "Guid": [{"id": "imdb://tt0113277"}], "lastViewedAt": 1709335800}}"#
            let form =
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"payload\"\r\n\r\n\(payload)\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"thumb\"; filename=\"thumb.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n\(thumbnail)\r\n--\(boundary)--\r\n"
            let plex = Self.path(try #require(addresses["plex"]))
            let plexed = try await Self.post(
                client, plex, Data(form.utf8), type: "multipart/form-data; boundary=\(boundary)")
            #expect(plexed.status == .ok && plexed.json?["new"] as? Bool == false, "Heat that day: one watch")
            let big = Data(repeating: UInt8(ascii: " "), count: 10 << 20)
            #expect(try await Self.post(client, plex, big).status == .contentTooLarge)

            let listed = try await ana.send(.get, "/api/plays")
            #expect((listed.json?["plays"] as? [[String: Any]])?.count == 1)

            // A token in the header does nothing else; another scope's token in the address writes nothing.
            let header = try await client.execute(
                uri: "/api/diary", method: .get, headers: [.authorization: "Bearer \(token)"])
            #expect(header.status == .forbidden)
            let other = try await ana.send(
                .post, "/api/tokens", json: ["name": "ana", "password": "long enough", "label": "script"])
            let readWrite = try #require(other.json?["token"] as? String)
            let refused = try await Self.post(client, "/api/plays/jellyfin/\(readWrite)", Data(Self.heat.utf8))
            #expect(refused.status == .forbidden)
            let unknown = try await Self.post(client, "/api/plays/jellyfin/movies_nothing", Data(Self.heat.utf8))
            #expect(unknown.status == .unauthorized)
            #expect(try await Self.post(client, jellyfin, Data("not json".utf8)).status == .badRequest)
        }
    }

    @Test func aPlayThatFitsNoFilmWaitsUntilItsMemberChooses() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let token = try #require(try await ana.send(.post, "/api/plays/token").json?["token"] as? String)
            let posted = try await Self.post(
                client, "/api/plays/json/\(token)",
                Data(#"{"title": "A Film No One Made", "year": 1999, "watched_at": "2024-05-01T20:00:00Z"}"#.utf8))
            let play = try #require(posted.json?["play"] as? [String: Any])
            #expect(play["fate"] as? String == "waiting")
            let id = try #require(play["id"] as? String)
            let chosen = try await ana.send(.put, "/api/plays/\(id)", json: ["film": "catalog:42198"])
            #expect(chosen.status == .ok && chosen.json?["fate"] as? String == "logged", "\(chosen.text)")
            #expect(try await ana.send(.put, "/api/plays/\(id)", json: ["film": NSNull()]).status == .conflict)
            #expect(try await ana.send(.put, "/api/plays/\(id)", json: ["other": 1]).status == .badRequest)
            let wrong = try await Self.post(
                client, "/api/plays/json/\(token)", Data(#"{"imdb": "tt1", "rating": 7}"#.utf8))
            #expect(wrong.status == .badRequest && wrong.errorField == "imdb")
        }
    }
}
