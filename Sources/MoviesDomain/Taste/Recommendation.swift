/// A film recommended to a member: the film, the rating they are likely to give it (1 to 10; for a film
/// shown because critics love it, the critics' average), and why, the strongest reason first.
public struct Recommendation: Sendable, Equatable, Identifiable {
    public let movie: Movie
    public let predicted: Double
    public let reasons: [RecommendationReason]

    public var id: Movie.ID { movie.id }

    public init(movie: Movie, predicted: Double, reasons: [RecommendationReason]) {
        self.movie = movie
        self.predicted = predicted
        self.reasons = reasons
    }
}
