import Foundation
import MoviesTestSupport
import Testing

/// `movies browse` used as a person would, in tmux: typing, moving, opening, saving, going back, quitting,
/// and the terminal as it was afterwards.
@Suite struct CLIBrowseTests {
    @Test func searchOpenSaveUndoAndQuitOnTheCatalog() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.waitFor("Type a title")
        try await tmux.type("star wa")
        let suggested = try await tmux.waitFor("Star Wars: Episode V")
        #expect(suggested.contains("Suggestions"))

        try await tmux.press("Enter")
        let results = try await tmux.waitFor("Showing 7 of 7")
        #expect(results.contains("› Star Wars: Episode IV – A New Hope (1977)"))
        #expect(results.contains("George Lucas · 121 min"))

        try await tmux.press("Enter")
        let film = try await tmux.waitFor("Box office")
        #expect(film.contains("Directed by") && film.contains("$775,398,007"))
        try await tmux.type("s")
        try await tmux.waitFor("Saved “Star Wars: Episode IV – A New Hope”.")

        try await tmux.press("Escape")
        try await tmux.waitFor("Showing 7 of 7")
        try await tmux.press("Tab", "Tab")
        let saved = try await tmux.waitFor("› Star Wars: Episode IV")
        #expect(saved.contains("Saved films"))
        try await tmux.type("s")
        try await tmux.waitFor("Removed 1 film.")
        try await tmux.type("u")
        try await tmux.waitFor("Saved “Star Wars: Episode IV – A New Hope”.")
        #expect(try await tmux.screen().contains("› Star Wars: Episode IV"), "this app's removal, put back")

        try await tmux.type("?")
        try await tmux.waitFor("Keys")
        try await tmux.press("Escape")
        try await tmux.type("q")
        let after = try await tmux.waitFor("[exited 0]")
        #expect(try await !tmux.isOnAlternateScreen())
        #expect(!after.contains("Saved films"), "the main screen is as it was")
    }

    @Test func lOpensTheLogFormUTakesTheLogBackAndTheDiaryTabListsItWithDeleteAndUndo() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        _ = try await movies.run(["log", "42198", "--on", "2024-03-12", "--rating", "8"])
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.open("heat", firstResult: "Heat (1995)")
        let film = try await tmux.waitFor("Watched once, last on March 12, 2024 · your rating 8/10")
        #expect(film.contains("l Log"))
        try await tmux.type("s")
        try await tmux.waitFor("Saved “Heat”.")
        try await tmux.type("l")
        try await tmux.waitFor("Log a watch · Heat")
        try await tmux.press("Down", "Right", "Right", "Right", "Right", "Right", "Right", "Right", "Right", "Right")
        try await tmux.waitFor("9/10")
        try await tmux.press("Down", "Space", "Down")
        try await tmux.type("cinema, 35mm")
        try await tmux.press("Enter")
        let logged = try await tmux.waitFor("It is no longer in your saved films.")
        #expect(
            logged.contains("Watched 2 times") && logged.contains("your rating 9/10") && logged.contains("u undo"),
            "\(logged)")
        try await tmux.type("u")
        let undone = try await tmux.waitFor("Undone.")
        #expect(undone.contains("Watched once") && undone.contains("your rating 8/10"))
        #expect(try await movies.run(["saved"]).stdout.contains("Heat"), "the undo saves the film again")
        try await tmux.type("l")
        try await tmux.waitFor("Log a watch · Heat")
        try await tmux.press("Enter")
        try await tmux.waitFor("Watched 2 times")

        try await tmux.press("Escape")
        try await tmux.press("Tab", "Tab", "Tab")
        let diary = try await tmux.waitFor("2024-03-12")
        #expect(diary.contains("Diary") && diary.contains("★★★★☆ 8/10"))
        #expect(diary.contains("Rewatch"), "today's watch of a film already in the diary")
        try await tmux.type("d")
        try await tmux.waitFor("Deleted your watch of “Heat”.")
        try await tmux.type("u")
        try await tmux.waitFor("Undone.")
        try await tmux.type("q")
        try await tmux.waitFor("[exited 0]")
    }

    @Test func searchingAgainRemembersTheSearchAndResultsLoadMoreAsTheSelectionNearsTheEnd() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.waitFor("Type a title")
        try await tmux.type("the")
        try await tmux.press("Enter")
        try await tmux.waitFor("Showing 20 of")
        try await tmux.press("PageDown")
        try await tmux.waitFor("Showing 40 of")
        try await tmux.type("/")
        try await tmux.press("C-u")  // not a key of the box: nothing happens
        for _ in 0..<3 { try await tmux.press("BSpace") }
        try await tmux.waitFor("Recent searches")
        #expect(try await tmux.screen().contains("  the"))
    }

    @Test func speaksTheLanguageOfLangAndDrawsWithoutColourUnderNoColor() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let korean = try await TmuxSession.start(
            ["browse"], database: movies.database, environment: ["LANG": "ko_KR.UTF-8"])
        defer { korean.kill() }
        let screen = try await korean.waitFor("제목을 입력하세요")
        #expect(screen.contains("둘러보기"))
        let colours = try await korean.styledScreen()
        #expect(colours.contains("36m"), "headings in colour: \(colours.debugDescription)")

        let plain = try await TmuxSession.start(
            ["browse"], database: movies.database, environment: ["NO_COLOR": "1", "LANG": "es_ES.UTF-8"])
        defer { plain.kill() }
        try await plain.waitFor("Escribe un título")
        let styled = try await plain.styledScreen()
        #expect(!styled.contains("36m") && styled.contains("\u{1B}["), "bold and reverse, no colour")
    }

    @Test func redrawsOnResizeAndRestoresTheTerminalOnSigterm() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let tmux = try await TmuxSession.start(["browse"], database: movies.database, columns: 120, rows: 30)
        defer { tmux.kill() }
        try await tmux.waitFor("Type a title")
        try await tmux.resize(columns: 80, rows: 24)
        let small = try await tmux.waitFor("Movies · catalog\n")
        let header = try #require(small.split(separator: "\n").first)
        #expect(header.count == 80)
        kill(try await tmux.programID(), SIGTERM)
        try await tmux.waitFor("[exited 143]")
        #expect(try await !tmux.isOnAlternateScreen())
    }

    @Test func anythingButATerminalGetsOneLineNamingMoviesSearch() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let piped = try await movies.run(["browse"])
        #expect(piped.status != 0)
        #expect(
            piped.stderr.hasPrefix("error: movies browse needs a terminal") && piped.stderr.contains("movies search"))
        #expect(piped.stderr.filter(\.isNewline).count == 1 && piped.stdout.isEmpty)
    }

    @Test func overTMDBTheCachedPageAppearsWithItsDateWhenTMDBIsGone() async throws {
        let standIn = try await TMDBStandIn.start()
        let database = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let environment = ["TMDB_API_KEY": TMDBStandIn.apiKey, "TMDB_API_BASE_URL": standIn.baseURL.absoluteString]
        // A minute an attempt while the stand-in is up: a busy machine may keep its answer waiting.
        let online = try await TmuxSession.start(
            ["browse"], database: database, environment: environment.merging(["TMDB_TIMEOUT": "60"]) { $1 })
        defer { online.kill() }
        try await online.waitFor("Movies · TMDB")
        try await online.type("batman")
        try await online.press("Enter")
        let results = try await online.waitFor("Batman Begins")
        #expect(results.contains("The Batman"))
        try await online.type("q")
        try await online.waitFor("[exited 0]")

        await standIn.stop()
        let offline = try await TmuxSession.start(["browse"], database: database, environment: environment)
        defer { offline.kill() }
        try await offline.waitFor("Movies · TMDB")
        try await offline.type("batman")
        try await offline.press("Enter")
        let cached = try await offline.waitFor("Saved results from")
        #expect(cached.contains("Batman Begins"))
    }

    @Test func keysAsAPersonWhoLivesInTmuxExpects() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.waitFor("Type a title")
        try await tmux.type("the godfather")
        try await tmux.press("C-w")
        try await tmux.type("q")
        try await tmux.waitFor("the q")  // q types into the box; Ctrl-W took the last word
        try await tmux.press("C-u")
        try await tmux.waitFor("Type a title")
        try await tmux.type("star wars")
        try await tmux.press("Enter")
        try await tmux.waitFor("› Star Wars: Episode IV")
        try await tmux.type("j")
        try await tmux.waitFor("› Star Wars: Episode V ")
        try await tmux.type("G")
        try await tmux.waitFor("› Star Wars: The Clone Wars")
        try await tmux.type("g")
        try await tmux.waitFor("› Star Wars: Episode IV")

        // Three presses of → that arrive together are three roles on: all, director, writer, cast.
        try await tmux.type("/")
        try await tmux.press("C-u")
        try await tmux.type("stanley kubrick")
        try await tmux.press("Enter")
        try await tmux.waitFor("Stanley Kubrick")
        try await tmux.press("Up")
        try await tmux.press("Enter")
        try await tmux.waitFor("[All films]")
        try await tmux.press("Right", "Right", "Right")
        try await tmux.waitFor("[In the cast of 3 films]")
        try await tmux.press("Escape")
        try await tmux.type("/")
        try await tmux.press("Escape")
        try await tmux.type("q")
        try await tmux.waitFor("[exited 0]")  // Esc left the box, and q quits from anywhere but the box
    }

    @Test func aFilmGoesIntoAListAndTheSavedTabOpensTheListsAndTheirFilms() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        _ = try await movies.run(["list", "new", "Best of the ’70s", "--ranked"])
        _ = try await movies.run(["list", "add", "best-of-the-70s", "47703", "--note", "Family."])
        let tmux = try await TmuxSession.start(["browse"], database: movies.database)
        defer { tmux.kill() }
        try await tmux.open("heat", firstResult: "Heat (1995)")
        try await tmux.waitFor("Box office")
        try await tmux.type("a")
        try await tmux.waitFor("Add a film: Heat")
        try await tmux.press("Enter")
        try await tmux.waitFor("Added “Heat” to “Best of the ’70s” (number 2).")
        try await tmux.press("Escape")
        try await tmux.press("Escape")
        try await tmux.press("Tab", "Tab")
        try await tmux.waitFor("Saved films")
        try await tmux.type("l")
        let lists = try await tmux.waitFor("› Best of the ’70s")
        #expect(lists.contains("2 films · Private"), "\(lists)")
        try await tmux.press("Enter")
        let list = try await tmux.waitFor("2. Heat (1995)")
        #expect(list.contains("› 1. The Godfather (1972)  Family."), "\(list)")
        try await tmux.press("Down", "Enter")
        try await tmux.waitFor("Box office")
        try await tmux.type("q")
        try await tmux.waitFor("[exited 0]")
    }
}
