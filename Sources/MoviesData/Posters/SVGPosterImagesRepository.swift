import Foundation
public import MoviesDomain

/// Posters for catalog films, drawn as SVG at the width asked for.
public struct SVGPosterImagesRepository: PosterImagesRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        guard let id = CatalogPoster.movieID(inPath: path) else { throw PosterNotFound(path: path) }
        let movie = try await database.read { db in try CatalogMovieRow.fetchAll(db, ids: [id]).first }
        guard let movie else { throw PosterNotFound(path: path) }
        let artwork = PosterArtwork(genres: movie.toDomain().genres, seed: id)
        return PosterImage(data: Data(artwork.svg(width: width).utf8), mediaType: "image/svg+xml", width: width)
    }
}
