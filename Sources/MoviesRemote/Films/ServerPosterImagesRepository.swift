import MoviesData
public import MoviesDomain

/// Posters as a Movies server serves them (`/posters/{path}?w=`).
public struct ServerPosterImagesRepository: PosterImagesRepository {
    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        let trimmed = String(path.drop { $0 == "/" })
        do {
            let (data, type) = try await client.fetch(.poster(trimmed), query: [("w", String(width))])
            return PosterImage(data: data, mediaType: type ?? "application/octet-stream", width: width)
        } catch MoviesServerError.refused(404, _, _) {
            throw PosterNotFound(path: path)
        }
    }
}
