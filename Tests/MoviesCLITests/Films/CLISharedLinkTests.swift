import Foundation
import MoviesTestSupport
import Testing

/// `movies log <link>`: a film's address on IMDb, TMDB or Letterboxd, as a phone shares it, names the film
/// it is (IMDb's by id), never a guess: an address several films fit lists them, and one of no film here
/// says so, writing nothing.
@Suite(.serialized) struct CLISharedLinkTests {
    @Test func aFilmsAddressElsewhereNamesTheFilm() async throws {
        let movies = try await MoviesInProcess.make()
        try await namesTheFilm { try await movies.run($0) }
    }

    /// Over a server, its index of ids reads the address, in one request.
    @Test func overAServer() async throws {
        try await ServerClient.with(.sqlite) { client in
            try await client.signUpAndLogIn("ana")
            try await namesTheFilm { try await client.movies($0) }
        }
    }

    private func namesTheFilm(_ movies: ([String]) async throws -> MoviesBinary.Output) async throws {
        let imdb = try await movies(["log", "https://www.imdb.com/title/tt0113277/", "--on", "2024-03-01"])
        #expect(imdb.status == 0 && imdb.stdout.contains("Heat (1995)"), "\(imdb.stdout)\(imdb.stderr)")
        let letterboxd = try await movies([
            "log", "https://letterboxd.com/film/the-godfather/", "--on", "2024-03-02",
        ])
        #expect(letterboxd.stdout.contains("The Godfather (1972)"), "\(letterboxd.stdout)\(letterboxd.stderr)")
        let shown = try await movies(["show", "https://letterboxd.com/film/heat-1995/"])
        #expect(shown.stdout.hasPrefix("Heat\n===="), "\(shown.stdout)")

        let several = try await movies(["log", "https://letterboxd.com/film/heat/"])
        #expect(several.status == 1)
        #expect(several.stderr.hasPrefix("error: https://letterboxd.com/film/heat/ may be one of these films"))
        #expect(several.stderr.contains("catalog:42198  Heat (1995)"))
        let none = try await movies(["log", "https://www.imdb.com/title/tt9999999/"])
        #expect(none.status == 1 && none.stderr == "error: no film here has the IMDb id tt9999999\n", "\(none.stderr)")
        #expect(
            try await movies(["diary"]).stdout.components(separatedBy: "\n").count { $0.contains("2024-03") } == 2)
    }
}
