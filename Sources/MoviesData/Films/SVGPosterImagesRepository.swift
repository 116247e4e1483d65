import Foundation
public import MoviesDomain

/// Posters for catalog films, drawn as SVG at the width asked for by `draw` (the composition root gives
/// presentation's artwork): this finds the film a path names, and says when there is none.
public struct SVGPosterImagesRepository: PosterImagesRepository {
    /// A film's poster as an SVG document, `width` pixels wide.
    public typealias Drawing = @Sendable (_ film: Movie, _ width: Int) -> String

    private let store: any CatalogStore
    private let draw: Drawing

    public init(store: any CatalogStore, draw: @escaping Drawing) {
        self.store = store
        self.draw = draw
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        guard let id = CatalogPoster.movieID(inPath: path) else { throw PosterNotFound(path: path) }
        let movie = try await store.listings(of: [id]).listings.first
        guard let movie else { throw PosterNotFound(path: path) }
        return PosterImage(data: Data(draw(movie.toDomain(), width).utf8), mediaType: "image/svg+xml", width: width)
    }
}
