import Foundation
import MoviesComposition
import MoviesData
import MoviesTMDB
import Testing

@Suite struct SourceConfigurationTests {
    private typealias Options = AppConfiguration.SourceOptions

    @Test func noKeyMeansTheCatalog() throws {
        #expect(try AppConfiguration.tmdbSettings(Options(), environment: [:]) == nil)
    }

    @Test func aKeyInTheEnvironmentChoosesTMDB() throws {
        let settings = try #require(try AppConfiguration.tmdbSettings(Options(), environment: ["TMDB_API_KEY": "k"]))
        #expect(settings.credentials == .apiKey("k"))
        #expect(settings.apiBaseURL.absoluteString == "https://api.themoviedb.org")
        #expect(settings.imageBaseURL == nil)
    }

    @Test func optionsWinOverTheEnvironmentAndATokenWorksToo() throws {
        let settings = try AppConfiguration.tmdbSettings(
            Options(accessToken: "t"), environment: ["TMDB_ACCESS_TOKEN": "other"])
        #expect(settings?.credentials == .accessToken("t"))
    }

    @Test func tmdbTimeoutIsSecondsAnAttemptWithinBounds() throws {
        let environment = ["TMDB_API_KEY": "k"]
        #expect(try AppConfiguration.tmdbSettings(Options(), environment: environment)?.timeout == .seconds(8))
        let slow = try AppConfiguration.tmdbSettings(
            Options(), environment: environment.merging(["TMDB_TIMEOUT": "60"]) { $1 })
        #expect(slow?.timeout == .seconds(60))
        for bad in ["0", "301", "abc", "1.5"] {
            #expect(throws: ConfigurationError.self) {
                try AppConfiguration.tmdbSettings(
                    Options(), environment: environment.merging(["TMDB_TIMEOUT": bad]) { $1 })
            }
        }
    }

    @Test func sourceCatalogWinsOverAKey() throws {
        #expect(try AppConfiguration.tmdbSettings(Options(source: .catalog), environment: ["TMDB_API_KEY": "k"]) == nil)
    }

    @Test func sourceTMDBWithoutCredentialsIsAClearError() {
        #expect(throws: ConfigurationError.self) {
            try AppConfiguration.tmdbSettings(Options(source: .tmdb), environment: ["TMDB_API_KEY": ""])
        }
    }

    @Test func baseURLsComeFromTheEnvironmentAndMustBeHTTP() throws {
        let environment = [
            "TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "http://127.0.0.1:9999",
            "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:9999/t/p/",
        ]
        let settings = try AppConfiguration.tmdbSettings(Options(), environment: environment)
        #expect(settings?.apiBaseURL.absoluteString == "http://127.0.0.1:9999")
        #expect(settings?.imageBaseURL?.absoluteString == "http://127.0.0.1:9999/t/p/")
        #expect(throws: ConfigurationError.self) {
            try AppConfiguration.tmdbSettings(
                Options(), environment: ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "file:///etc"])
        }
    }

    @Test(arguments: [
        (["LANG": "ko_KR.UTF-8"], "ko-KR"),
        (["LC_ALL": "es_MX.UTF-8", "LANG": "en_US.UTF-8"], "es-MX"),
        (["LANG": "C.UTF-8"], "en-US"),
        (["LANG": "POSIX"], "en-US"),
        ([:], "en-US"),
    ])
    func theLanguageComesFromTheLocale(locale: [String: String], expected: String) throws {
        let settings = try AppConfiguration.tmdbSettings(
            Options(), environment: locale.merging(["TMDB_API_KEY": "k"]) { $1 })
        #expect(settings?.language == expected)
    }

    @Test func credentialsNeverDescribeTheirSecret() {
        #expect(String(describing: TMDBCredentials.apiKey("s3cret")) == "TMDB API key (redacted)")
        #expect(!String(reflecting: TMDBCredentials.accessToken("s3cret")).contains("s3cret"))
    }
}
