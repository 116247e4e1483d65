/// Poster images by the path a ``Movie`` carries.
public protocol PosterImagesRepository: Sendable {
    /// The poster at `path`, sized for a display `width` in pixels.
    func posterImage(path: String, width: Int) async throws -> PosterImage
}
