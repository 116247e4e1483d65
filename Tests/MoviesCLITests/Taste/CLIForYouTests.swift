import Foundation
import MoviesTestSupport
import Testing

/// `movies for-you` at a terminal: what it needs before the films are one's own, then films with their
/// reasons, and a film set aside for good.
@Suite struct CLIForYouTests {
    @Test func forYouSaysWhatItNeedsThenPicksFromTheRatingsAndSetsAFilmAside() async throws {
        let movies = try await MoviesInProcess.make()
        let early = try await movies.run(["for-you"])
        #expect(early.status == 0 && early.stdout.contains("Rate 10 more films"), "\(early.stdout)\(early.stderr)")

        // Coppola's films loved, others less so.
        let loved = [
            "the godfather 1972", "the godfather part ii 1974", "apocalypse now 1979", "the conversation 1974",
        ]
        let others = [
            "titanic 1997", "avatar 2009", "grease 1978", "mamma mia 2008", "top gun 1986", "pearl harbor 2001",
            "armageddon 1998",
        ]
        var watched = Set<String>()
        for (index, title) in (loved + others).enumerated() {
            let rating = index < loved.count ? "10" : "5"
            let words = ["log"] + title.split(separator: " ").map(String.init)
            let logged = try await movies.run(
                words + ["--on", "2024-01-0\(index % 9 + 1)", "--rating", rating, "--json"])
            #expect(logged.status == 0, "\(title): \(logged.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(logged.stdout.utf8)) as? [String: Any]
            if let id = (document?["film"] as? [String: Any])?["id"] as? String { watched.insert(id) }
        }
        #expect(watched.count == 11)
        let picked = try await movies.run(["for-you", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(picked.stdout.utf8)) as? [String: Any]
        let films = document?["films"] as? [[String: Any]] ?? []
        #expect(document?["personal"] as? Bool == true && films.count == 20, "\(picked.stdout)\(picked.stderr)")
        #expect(films.allSatisfy { !watched.contains($0["id"] as? String ?? "") }, "nothing watched comes back")
        #expect(films.allSatisfy { !(($0["reasons"] as? [String]) ?? []).isEmpty }, "each says why")
        let reasons = films.flatMap { ($0["reasons"] as? [String]) ?? [] }
        #expect(
            reasons.contains { $0.contains("You rated 4 films directed by Francis Ford Coppola 10/10") }, "\(reasons)")

        let first = try #require(films.first?["id"] as? String)
        let aside = try await movies.run(["for-you", "--not-interested", first])
        #expect(aside.stdout == "“\(first)” will not be suggested again.\n", "\(aside.stdout)\(aside.stderr)")
        let after = try await movies.run(["for-you", "--json"])
        #expect(!after.stdout.contains("\"\(first)\""), "set aside for good")
        #expect(try await movies.run(["for-you", "--undo", first]).status == 0)
        let wrong = try await movies.run(["for-you", "--not-interested", "nonsense"])
        #expect(wrong.status != 0 && wrong.stderr.filter(\.isNewline).count == 1)
    }
}
