import Foundation
import MoviesComposition
import MoviesDomain
import Testing

@Suite struct AppConfigurationTests {
    @Test func explicitPathWinsOverTheEnvironment() {
        let url = AppConfiguration.databaseURL(
            explicitPath: "/tmp/a.sqlite", environment: ["MOVIES_DATABASE": "/tmp/b.sqlite"])
        #expect(url.path == "/tmp/a.sqlite")
    }

    @Test func environmentVariableComesNext() {
        let url = AppConfiguration.databaseURL(
            explicitPath: nil, environment: ["MOVIES_DATABASE": "/tmp/b.sqlite", "HOME": "/home/x"])
        #expect(url.path == "/tmp/b.sqlite")
    }

    @Test func dataHomeIsTheDefault() {
        #expect(
            AppConfiguration.databaseURL(explicitPath: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/x"])
                .path
                == "/data/movies/movies.sqlite")
        #expect(
            AppConfiguration.databaseURL(explicitPath: nil, environment: ["HOME": "/home/x"]).path
                == "/home/x/.local/share/movies/movies.sqlite")
    }

    @Test func containerSearchesTheImportedCatalogAndRemembersQueries() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "movies-\(UUID().uuidString)/movies.sqlite")
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
