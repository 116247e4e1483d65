public import Foundation

/// Poster bytes ready to show, with their media type (`image/jpeg`, `image/svg+xml`, …).
public struct PosterImage: Equatable, Sendable {
    public let data: Data
    public let mediaType: String
    /// The width in pixels the image was made or chosen for.
    public let width: Int

    public init(data: Data, mediaType: String, width: Int) {
        self.data = data
        self.mediaType = mediaType
        self.width = width
    }
}
