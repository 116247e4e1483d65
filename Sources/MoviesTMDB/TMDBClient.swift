import Foundation
import Logging
import MoviesData

/// TMDB's endpoints that Movies uses, over a ``DataTransferService`` that carries the credentials.
struct TMDBClient: Sendable {
    let settings: TMDBSettings
    private let transfer: DataTransferService

    init(settings: TMDBSettings, logger: Logger) {
        self.settings = settings
        transfer = DataTransferService(
            network: NetworkService(
                baseURL: settings.apiBaseURL, secretQuery: settings.credentials.query,
                secretHeaders: settings.credentials.headers, timeout: settings.timeout, retry: settings.retry,
                logger: logger))
    }

    func searchMovies(_ text: String, page: Int) async throws(TMDBError) -> TMDBMoviesResponseDTO {
        try await request(
            Endpoint(
                path: "3/search/movie",
                query: [
                    ("query", text), ("page", String(page)), ("language", settings.language),
                    ("include_adult", "false"),
                ]))
    }

    func movie(id: String) async throws(TMDBError) -> TMDBMovieDetailsDTO {
        try await request(
            Endpoint(
                path: "3/movie/\(id)",
                query: [("language", settings.language), ("append_to_response", "credits")]))
    }

    /// The films TMDB knows by an IMDb id (`tt0068646`).
    func find(imdbID: String) async throws(TMDBError) -> TMDBFindDTO {
        try await request(Endpoint(path: "3/find/\(imdbID)", query: [("external_source", "imdb_id")]))
    }

    /// `query` holds TMDB's filters (`with_genres`, `sort_by`, …) beside the page and language.
    func discover(_ query: [(String, String)], page: Int) async throws(TMDBError) -> TMDBMoviesResponseDTO {
        try await request(
            Endpoint(
                path: "3/discover/movie",
                query: query + [("page", String(page)), ("language", settings.language), ("include_adult", "false")]))
    }

    func recommendations(id: String) async throws(TMDBError) -> TMDBMoviesResponseDTO {
        try await request(Endpoint(path: "3/movie/\(id)/recommendations", query: [("language", settings.language)]))
    }

    func searchPeople(_ text: String) async throws(TMDBError) -> TMDBPeopleResponseDTO {
        try await request(
            Endpoint(
                path: "3/search/person",
                query: [("query", text), ("language", settings.language), ("include_adult", "false")]))
    }

    func person(id: String) async throws(TMDBError) -> TMDBPersonDTO {
        try await request(
            Endpoint(
                path: "3/person/\(id)",
                query: [("language", settings.language), ("append_to_response", "movie_credits")]))
    }

    func genres() async throws(TMDBError) -> TMDBGenresDTO {
        try await request(Endpoint(path: "3/genre/movie/list", query: [("language", settings.language)]))
    }

    func configuration() async throws(TMDBError) -> TMDBConfigurationDTO {
        try await request(Endpoint(path: "3/configuration"))
    }

    private func request<Response>(_ endpoint: Endpoint<Response>) async throws(TMDBError) -> Response {
        do {
            return try await transfer.request(endpoint)
        } catch {
            throw TMDBError(error, credentialKind: settings.credentials.kind)
        }
    }
}
