import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// `POST /api/imports`: a Letterboxd file matched against the catalog, a dry run that writes nothing, the
/// films left to choose resolved by sending the file again with `choices`, and bad input as 4xx.
@Suite struct ImportAPITests {
    static let diary = Data(
        """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,The Godfather,1972,https://boxd.it/a,5,,,2024-01-01
        2024-02-03,Parasite,2019,https://boxd.it/c,5,,,2024-02-03
        2024-02-05,Heat,1995,https://boxd.it/e,6,,,2024-02-05

        """.utf8)

    /// Every file sent is read and matched: dry runs and refused files count toward the member's uploads
    /// an hour as imports do.
    @Test func dryRunsCountTowardTheMembersUploads() async throws {
        var settings = WebSettings()
        settings.accountLimits.uploadsPerMemberPerHour = 2
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let dry = try await ana.upload(
                "/api/imports", file: Self.diary, named: "diary.csv", fields: ["dryRun": "true"])
            #expect(dry.status == .ok)
            let refused = try await ana.upload("/api/imports", file: Data("nothing,here\n".utf8), named: "x.csv")
            #expect(refused.status == .badRequest)
            let third = try await ana.upload(
                "/api/imports", file: Self.diary, named: "diary.csv", fields: ["dryRun": "true"])
            #expect(third.status == .tooManyRequests && third.errorCode == "too_many_uploads", "\(third.text)")
            #expect(third.headers[.retryAfter] != nil)
            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            let bobs = try await bob.upload(
                "/api/imports", file: Self.diary, named: "diary.csv", fields: ["dryRun": "true"])
            #expect(bobs.status == .ok, "a limit of each member's")
        }
    }

    @Test func aDryRunWritesNothingAndChoicesResolveTheRest() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let dry = try await ana.upload(
                "/api/imports", file: Self.diary, named: "diary.csv", fields: ["dryRun": "true"])
            #expect(dry.status == .ok)
            #expect((dry.json?["toAdd"] as? [String: Any])?["watches"] as? Int == 1)
            #expect(dry.json?["added"] == nil)
            let unresolved = try #require(dry.json?["unresolved"] as? [[String: Any]])
            #expect(unresolved.map { $0["film"] as? String } == ["Parasite (2019)"])
            let refused = dry.json?["refused"] as? [[String: Any]]
            #expect(refused?.first?["line"] as? Int == 4)
            #expect((try await ana.send(.get, "/api/diary")).json?["totalResults"] as? Int == 0)

            let begun = try await ana.upload("/api/imports", file: Self.diary, named: "diary.csv")
            #expect(begun.status == .accepted && begun.json?["state"] as? String == "running")
            let address = try #require(begun.headers[.location])
            #expect(address == "/api/imports/\(begun.json?["id"] as? String ?? "")")
            let done = try await Self.ended(address, by: ana)
            #expect(done.json?["state"] as? String == "done")
            #expect((done.json?["added"] as? [String: Any])?["watches"] as? Int == 1)
            #expect((done.json?["progress"] as? [String: Any])?["done"] as? Int == 1)

            let candidate = try #require((unresolved[0]["candidates"] as? [[String: Any]])?.first?["id"] as? String)
            let again = try await ana.upload(
                "/api/imports", file: Self.diary, named: "diary.csv",
                fields: ["choices": "{\"Parasite (2019)\": \"\(candidate)\"}"])
            let resolved = try await Self.ended(try #require(again.headers[.location]), by: ana)
            let added = resolved.json?["added"] as? [String: Any]
            #expect(added?["watches"] as? Int == 1 && added?["alreadyThere"] as? Int == 1)
            #expect((try await ana.send(.get, "/api/diary")).json?["totalResults"] as? Int == 2)
        }
    }

    /// The import's address asked until it has ended.
    static func ended(_ address: String, by member: MemberClient) async throws -> TestResponse {
        for _ in 0..<600 {
            let job = try await member.send(.get, address)
            guard job.status == .ok, job.json?["state"] as? String == "running" else { return job }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CancellationError()
    }

    @Test func anImportIsAMembersOwnToFollowAndStop() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let begun = try await ana.upload("/api/imports", file: Self.diary, named: "diary.csv")
            let address = try #require(begun.headers[.location])
            let ended = try await Self.ended(address, by: ana)
            #expect(ended.status == .ok)
            // Stopping an import that has ended changes nothing, and says how it ended.
            let stopped = try await ana.send(.delete, address)
            #expect(stopped.status == .ok && stopped.json?["state"] as? String == "done")
            #expect(try await ana.send(.get, "/api/imports/no-such-import").status == .notFound)
            #expect(try await ana.send(.delete, "/api/imports/no-such-import").status == .notFound)
            let bea = MemberClient(client)
            _ = try await bea.signUp("bea")
            #expect(try await bea.send(.get, address).status == .notFound, "another member's import is not theirs")
            #expect(try await bea.send(.delete, address).status == .notFound)
        }
    }

    @Test func badInputIsA4xxNamingWhatIsWrong() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let notAnExport = try await ana.upload("/api/imports", file: Data("hello".utf8), named: "notes.txt")
            #expect(notAnExport.status == .badRequest && notAnExport.errorField == "file")
            let columns = try await ana.upload(
                "/api/imports", file: Data("Name,Year,Rating\n".utf8), named: "diary.csv")
            #expect(columns.status == .badRequest)
            #expect(
                (columns.json?["error"] as? [String: Any])?["message"] as? String
                    == "diary.csv has no column “Watched Date”: is it the file as the site exported it?")
            let choices = try await ana.upload(
                "/api/imports", file: Self.diary, named: "diary.csv", fields: ["choices": "[1]"])
            #expect(choices.status == .badRequest && choices.errorField == "choices")
            let netflix = Data("Title,Date\nHeat,1/2/24\nRear Window,3/4/24\n".utf8)
            let either = try await ana.upload("/api/imports", file: netflix, named: "NetflixViewingHistory.csv")
            #expect(
                either.status == .badRequest && either.errorCode == "ambiguous_dates" && either.errorField == "dates")
            let sideways = try await ana.upload(
                "/api/imports", file: netflix, named: "NetflixViewingHistory.csv", fields: ["dates": "sideways"])
            #expect(sideways.status == .badRequest && sideways.errorField == "dates")
            let told = try await ana.upload(
                "/api/imports", file: netflix, named: "NetflixViewingHistory.csv",
                fields: ["dates": "day-first", "dryRun": "true"])
            #expect(told.status == .ok && told.json?["origin"] as? String == "netflix", "\(told.text)")
            let json = try await ana.send(.post, "/api/imports", json: ["file": "x"])
            #expect(json.status == .badRequest)
            ana.forgetSession()
            #expect(try await ana.upload("/api/imports", file: Self.diary, named: "diary.csv").status == .unauthorized)
        }
    }
}
