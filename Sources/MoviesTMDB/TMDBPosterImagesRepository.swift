public import Foundation
public import Logging
public import MoviesData
public import MoviesDomain

/// Posters from TMDB's image server at the available width closest to the one asked for, kept in a
/// size-capped disk cache: a poster already fetched at that width costs no request.
public struct TMDBPosterImagesRepository: PosterImagesRepository {
    /// TMDB's poster widths when `/3/configuration` cannot be read.
    static let defaultWidths = [92, 154, 185, 342, 500, 780]
    static let configurationTimeToLive: TimeInterval = 3 * 24 * 3600

    private let client: TMDBClient
    private let cache: ResponseCache
    private let disk: DiskCache
    private let logger: Logger

    public init(
        settings: TMDBSettings,
        store: any ResponseStore,
        cacheDirectory: URL,
        cacheCapacityBytes: Int = 64 << 20,
        logger: Logger
    ) {
        client = TMDBClient(settings: settings, logger: logger)
        cache = ResponseCache(store: store)
        disk = DiskCache(directory: cacheDirectory, capacityBytes: cacheCapacityBytes)
        self.logger = logger
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        guard Self.isPosterPath(path) else { throw PosterNotFound(path: path) }
        let (baseURL, widths) = try await imageServer()
        let size = Self.closestWidth(to: width, in: widths)
        let key = "w\(size)\(path)"
        if let data = await disk.data(for: key) {
            return PosterImage(data: data, mediaType: Self.mediaType(path), width: size)
        }
        let images = NetworkService(
            baseURL: baseURL, timeout: client.settings.timeout, retry: client.settings.retry, logger: logger)
        let response: NetworkService.Response
        do {
            response = try await images.get("w\(size)\(path)", query: [])
        } catch {
            if case .status(404, _, _) = error { throw PosterNotFound(path: path) }
            throw TMDBError(error, credentialKind: client.settings.credentials.kind)
        }
        try? await disk.store(response.body, for: key)
        return PosterImage(data: response.body, mediaType: Self.mediaType(path), width: size)
    }

    /// The width among `widths` nearest to `width`; a tie goes to the larger, which scales down cleanly.
    static func closestWidth(to width: Int, in widths: [Int]) -> Int {
        widths.min { abs($0 - width) < abs($1 - width) || abs($0 - width) == abs($1 - width) && $0 > $1 }
            ?? width
    }

    /// The image base URL and poster widths: the configured base, else `/3/configuration` (cached for days).
    private func imageServer() async throws -> (URL, [Int]) {
        let key = "configuration"
        let cached = try? await cache.entry(
            TMDBConfigurationDTO.self, for: key, timeToLive: Self.configurationTimeToLive)
        var configuration = cached?.value
        if configuration == nil, let fresh = try? await client.configuration() {
            try? await cache.store(fresh, for: key)
            configuration = fresh
        }
        let widths = configuration?.images.posterSizes?.compactMap { Int($0.dropFirst()) } ?? []
        let base =
            client.settings.imageBaseURL
            ?? (configuration?.images.secureBaseUrl ?? configuration?.images.baseUrl).flatMap(URL.init(string:))
        guard let base else {
            throw TMDBError(
                .notConnected(reason: "no image server is known"), credentialKind: client.settings.credentials.kind)
        }
        return (base, widths.isEmpty ? Self.defaultWidths : widths)
    }

    /// TMDB's poster paths look like `/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`.
    private static func isPosterPath(_ path: String) -> Bool {
        path.count <= 100 && path.hasPrefix("/") && !path.contains("..")
            && path.dropFirst().utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
    }

    private static func mediaType(_ path: String) -> String {
        switch path.split(separator: ".").last?.lowercased() {
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "webp": "image/webp"
        default: "image/jpeg"
        }
    }
}
