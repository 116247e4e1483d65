import Foundation
public import MoviesDomain

/// A source's posters, and the drawn posters of the films members added (``AddedFilmPoster`` paths).
public struct PosterImagesWithAddedFilmsRepository: PosterImagesRepository {
    private let base: any PosterImagesRepository
    private let added: any AddedFilmsRepository
    private let draw: SVGPosterImagesRepository.Drawing

    public init(
        base: any PosterImagesRepository, added: any AddedFilmsRepository,
        draw: @escaping SVGPosterImagesRepository.Drawing
    ) {
        self.base = base
        self.added = added
        self.draw = draw
    }

    public func posterImage(path: String, width: Int) async throws -> PosterImage {
        guard let id = AddedFilmPoster.movieID(inPath: path) else {
            return try await base.posterImage(path: path, width: width)
        }
        guard let film = try await added.addedFilm(id) else { throw PosterNotFound(path: path) }
        return PosterImage(data: Data(draw(film.listing, width).utf8), mediaType: "image/svg+xml", width: width)
    }
}
