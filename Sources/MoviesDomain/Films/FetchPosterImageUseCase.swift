/// A movie's poster at the width it will be shown.
public struct FetchPosterImageUseCase: Sendable {
    /// Widths outside this range are clamped into it: nobody shows a 2-pixel or a 20,000-pixel poster.
    public static let widths: ClosedRange<Int> = 32...2000

    private let repository: any PosterImagesRepository

    public init(repository: any PosterImagesRepository) {
        self.repository = repository
    }

    public func execute(path: String, width: Int) async throws -> PosterImage {
        try await repository.posterImage(
            path: path, width: min(max(width, Self.widths.lowerBound), Self.widths.upperBound))
    }
}
