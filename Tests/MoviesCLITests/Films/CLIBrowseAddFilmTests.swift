import Foundation
import MoviesTestSupport
import Testing

/// `movies browse`: a search that finds nothing offers to add the film (`a`); the form takes its year and
/// directors, and the same search then finds it.
@Suite struct CLIBrowseAddFilmTests {
    @Test func aFilmTheSearchDidNotFindIsAddedAndThenFound() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.waitFor("Type a title")
        try await tmux.type("everything everywhere all at once")
        try await tmux.press("Enter")
        let nothing = try await tmux.waitFor("a Add a film")
        #expect(nothing.contains("No films match"))
        try await tmux.type("a")
        let form = try await tmux.waitFor("Title: Everything Everywhere All at Once")
        #expect(form.contains("› Year:"), "the cursor waits on the year")
        try await tmux.press("Enter")
        try await tmux.waitFor("Write a number.")
        try await tmux.type("2022")
        try await tmux.press("Down")
        try await tmux.type("Daniel Kwan, Daniel Scheinert")
        try await tmux.press("Enter")
        let found = try await tmux.waitFor("Showing 1 of 1")
        #expect(found.contains("› Everything Everywhere All at Once (2022)") && found.contains("Daniel Kwan"))
        try await tmux.press("Enter")
        try await tmux.waitFor("Added by")
        try await tmux.type("q")
    }
}
