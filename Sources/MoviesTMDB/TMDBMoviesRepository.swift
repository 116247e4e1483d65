public import Foundation
public import Logging
public import MoviesData
public import MoviesDomain

/// Films from TMDB, cached in the store: a search hands over the cached page first (if any), then asks
/// TMDB; a fresh answer replaces the cached one. If TMDB fails, the cached page has been delivered and
/// the error follows it.
public struct TMDBMoviesRepository: MoviesRepository {
    /// How long answers stay usable: long enough to keep working through a few days offline.
    public static let searchTimeToLive: TimeInterval = 7 * 24 * 3600
    static let genresTimeToLive: TimeInterval = 3 * 24 * 3600

    let client: TMDBClient
    let cache: ResponseCache

    public init(settings: TMDBSettings, store: any ResponseStore, cacheCapacity: Int = 2_000, logger: Logger) {
        client = TMDBClient(settings: settings, logger: logger)
        cache = ResponseCache(store: store, capacity: cacheCapacity)
    }

    init(client: TMDBClient, cache: ResponseCache) {
        self.client = client
        self.cache = cache
    }

    public func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let key = "search|\(client.settings.language)|\(query.normalizedText)|\(page.value)"
        if let entry = try? await cache.entry(
            TMDBMoviesResponseDTO.self, for: key, timeToLive: Self.searchTimeToLive)
        {
            let genres = await genreNames(refresh: false)
            await cached(CachedMoviesPage(page: entry.value.toDomain(genres: genres), savedAt: entry.savedAt))
        }
        let response = try await client.searchMovies(query.text, page: page.value)
        try? await cache.store(response, for: key)
        return response.toDomain(genres: await genreNames(refresh: true))
    }

    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard Self.isNumber(id.rawValue) else { throw MovieNotFound(id: id) }
        do {
            let details = try await fresh("movie|\(client.settings.language)|\(id.rawValue)") {
                () async throws(TMDBError) in try await client.movie(id: id.rawValue)
            }
            return details.toDomain()
        } catch let error as TMDBError where error.httpStatus == 404 {
            throw MovieNotFound(id: id)
        }
    }

    /// TMDB's answer, kept for a week; offline, the answer kept last time is better than none.
    func fresh<Response: Codable & Sendable>(
        _ key: String, _ request: () async throws(TMDBError) -> Response
    ) async throws -> Response {
        do {
            let response = try await request()
            try? await cache.store(response, for: key)
            return response
        } catch {
            guard error.isUnreachable,
                let entry = try? await cache.entry(Response.self, for: key, timeToLive: Self.searchTimeToLive)
            else { throw error }
            return entry.value
        }
    }

    /// Whether `text` can be a TMDB id: up to 12 ASCII digits.
    static func isNumber(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.count <= 12 && text.utf8.allSatisfy { (48...57).contains($0) }
    }

    /// Genre names by id: from the cache while they are younger than a few days, else from TMDB, else
    /// (offline) from an older cache entry. A search never fails for want of them: unnamed genres are left out.
    func genreNames(refresh: Bool) async -> [Int: String] {
        let key = "genres|\(client.settings.language)"
        let maxAge = refresh ? Self.genresTimeToLive : Self.searchTimeToLive
        if let entry = try? await cache.entry(TMDBGenresDTO.self, for: key, timeToLive: maxAge) {
            return entry.value.names
        }
        if refresh, let genres = try? await client.genres() {
            try? await cache.store(genres, for: key)
            return genres.names
        }
        let stale = try? await cache.entry(TMDBGenresDTO.self, for: key, timeToLive: Self.searchTimeToLive)
        return stale?.value.names ?? [:]
    }
}
