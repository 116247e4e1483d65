public import Foundation
public import MoviesData

/// Everything needed to talk to TMDB, from options and the environment.
public struct TMDBSettings: Sendable {
    public var credentials: TMDBCredentials
    public var apiBaseURL: URL
    /// Where images are fetched; nil means the one `/3/configuration` names.
    public var imageBaseURL: URL?
    /// The language of titles, overviews and genre names (`en-US`).
    public var language: String
    public var timeout: Duration
    public var retry: RetryPolicy

    public static let defaultAPIBaseURL = URL(string: "https://api.themoviedb.org")!

    public init(
        credentials: TMDBCredentials,
        apiBaseURL: URL = defaultAPIBaseURL,
        imageBaseURL: URL? = nil,
        language: String = "en-US",
        timeout: Duration = .seconds(8),
        retry: RetryPolicy = RetryPolicy()
    ) {
        self.credentials = credentials
        self.apiBaseURL = apiBaseURL
        self.imageBaseURL = imageBaseURL
        self.language = language
        self.timeout = timeout
        self.retry = retry
    }
}
