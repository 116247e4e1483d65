public import Foundation
public import Logging
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
        guard !id.rawValue.isEmpty, id.rawValue.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw MovieNotFound(id: id)
        }
        let key = "movie|\(client.settings.language)|\(id.rawValue)"
        let details: TMDBMovieDetailsDTO
        do {
            details = try await client.movie(id: id.rawValue)
        } catch {
            if error.httpStatus == 404 { throw MovieNotFound(id: id) }
            // Offline: the details seen last time are better than none.
            guard error.isUnreachable, let entry = await cachedDetails(key) else { throw error }
            return entry.toDomain()
        }
        try? await cache.store(details, for: key)
        return details.toDomain()
    }

    private func cachedDetails(_ key: String) async -> TMDBMovieDetailsDTO? {
        let entry = try? await cache.entry(TMDBMovieDetailsDTO.self, for: key, timeToLive: Self.searchTimeToLive)
        return entry?.value
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
