import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesComposition

@Suite struct AppConfigurationTests {
    @Test func explicitPathWinsOverTheEnvironment() throws {
        let location = try DatabaseLocation.resolve(
            explicit: "/tmp/a.sqlite", environment: ["MOVIES_DATABASE": "/tmp/b.sqlite"])
        #expect(location == .file(URL(fileURLWithPath: "/tmp/a.sqlite")))
    }

    @Test func environmentVariableComesNext() throws {
        let location = try DatabaseLocation.resolve(
            explicit: nil, environment: ["MOVIES_DATABASE": "/tmp/b.sqlite", "HOME": "/home/x"])
        #expect(location == .file(URL(fileURLWithPath: "/tmp/b.sqlite")))
    }

    @Test func dataHomeIsTheDefault() throws {
        #expect(
            try DatabaseLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/x"])
                == .file(URL(fileURLWithPath: "/data/movies/movies.sqlite")))
        #expect(
            try DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/home/x"])
                == .file(URL(fileURLWithPath: "/home/x/.local/share/movies/movies.sqlite")))
    }

    /// A server on PostgreSQL keeps its posters in the data directory, not in a folder named after the
    /// database URL that `MOVIES_DATABASE` holds.
    @Test func theDefaultFileIgnoresADatabaseURLInTheEnvironment() {
        let environment = ["MOVIES_DATABASE": "postgres://movies:secret@db/movies", "HOME": "/home/x"]
        #expect(
            AppConfiguration.defaultDatabaseURL(environment: environment).path
                == "/home/x/.local/share/movies/movies.sqlite")
    }

    @Test func containerSearchesTheImportedCatalogAndRemembersQueries() async throws {
        let url = TestDirectory.unmade().appendingPathComponent("movies.sqlite")
        let container = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        let page = try await container.searchMovies.execute(try MovieQuery("amelie"))
        #expect(page.movies.first?.title == "Amélie")
        #expect(try await container.fetchRecentQueries.execute(maxCount: 5).map(\.text) == ["amelie"])
        let poster = try await container.fetchPosterImage.execute(
            path: try #require(page.movies.first?.posterPath), width: 185)
        #expect(poster.mediaType == "image/svg+xml")
        #expect(container.sourceName == "catalog")
    }
}
