public import Foundation
public import MoviesDomain

/// Posters over memory: remembers every request, answers with the bytes it was given per path.
public actor InMemoryPosterImagesRepository: PosterImagesRepository {
    private let images: [String: Data]
    public private(set) var requests: [(path: String, width: Int)] = []

    public init(images: [String: Data] = [:]) {
        self.images = images
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        requests.append((path, width))
        guard let data = images[path] else { throw PosterNotFound(path: path) }
        return PosterImage(data: data, mediaType: "image/jpeg", width: width)
    }
}
