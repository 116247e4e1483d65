import Foundation
import MoviesComposition
import MoviesDomain
import MoviesTestSupport
import Testing

/// `movies pick` at a terminal: films for the local profile and a friend, each with both outlooks, the
/// length asked kept; nobody named, a stranger or a bad length said in one line.
@Suite struct CLIPickTests {
    @Test func aFriendAndILookForAShortFilmNeitherOfUsSaw() async throws {
        let members = InMemoryMemberStore()
        let movies = try await MoviesInProcess.make(members: members)
        let me = try await movies.container.localProfile()
        let bob = User(
            id: .make(), name: try UserName("bob"), fullName: try FullName(given: "Bob", family: "Lima"), joined: Date()
        )
        try await members.add(bob, passwordHash: "unused")

        let alone = try await movies.run(["pick"])
        #expect(alone.status == 1 && alone.stderr == "error: name at least one member to pick a film with\n")
        let stranger = try await movies.run(["pick", "--with", "bob"])
        #expect(stranger.stderr == "error: you and bob must follow each other to pick a film together\n")
        _ = try await members.follow(bob.id, by: me, at: Date())
        _ = try await members.follow(me, by: bob.id, at: Date())
        try await members.setPublic(true, for: bob.id)

        #expect(try await movies.run(["log", "47703", "--rating", "10"]).status == 0)
        let picked = try await movies.run(["pick", "--with", "bob", "--under", "1h45", "--json"])
        #expect(picked.status == 0, "\(picked.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(picked.stdout.utf8)) as? [String: Any]
        let films = document?["films"] as? [[String: Any]] ?? []
        #expect(document?["under"] as? Int == 105 && films.count == 20)
        #expect(films.allSatisfy { ($0["runtime"] as? Int).map { $0 <= 105 } == true })
        #expect(!films.contains { $0["id"] as? String == "catalog:47703" }, "nothing watched comes back")

        let text = try await movies.run(["pick", "--with", "bob"])
        #expect(text.stdout.hasPrefix("Tonight’s pick\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  · You: about ") && text.stdout.contains("  · bob: about "))
        try await members.setPublic(false, for: bob.id)
        let closed = try await movies.run(["pick", "--with", "bob"])
        #expect(closed.stdout.contains("  · bob: a private diary") && !closed.stdout.contains("  · bob: about "))
        let wrong = try await movies.run(["pick", "--with", "bob", "--under", "soon"])
        #expect(wrong.status == 1 && wrong.stderr == "error: 'soon' is not a length (120, 2h, 1h30)\n")
    }
}
