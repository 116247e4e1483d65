import Foundation
public import MoviesDomain

/// Posters for catalog films, drawn as SVG at the width asked for.
public struct SVGPosterImagesRepository: PosterImagesRepository {
    private let store: any CatalogStore

    public init(store: any CatalogStore) {
        self.store = store
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        guard let id = CatalogPoster.movieID(inPath: path) else { throw PosterNotFound(path: path) }
        let movie = try await store.listings(of: [id]).listings.first
        guard let movie else { throw PosterNotFound(path: path) }
        let artwork = PosterArtwork(genres: movie.toDomain().genres, seed: id)
        return PosterImage(data: Data(artwork.svg(width: width).utf8), mediaType: "image/svg+xml", width: width)
    }
}
