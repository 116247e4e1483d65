/// A film picked for several members: for each of them (in the order of the pick's members), the rating
/// they are likely to give it and why; nil for a member whose diary is private (``TasteReach``), of whom
/// nothing is said.
public struct GroupFilm: Sendable, Equatable, Identifiable {
    /// One member's outlook on the film.
    public struct Likely: Sendable, Equatable {
        /// 1 to 10.
        public let predicted: Double
        /// The member's own average rating, as the pick takes it (drawn toward the middle while they have
        /// rated few films): a pick is ranked by how far each member is likely to rate it above or below it.
        public let average: Double
        /// The strongest first; ``RecommendationReason/saved`` when the member saved the film.
        public let reasons: [RecommendationReason]

        public init(predicted: Double, average: Double, reasons: [RecommendationReason]) {
            self.predicted = predicted
            self.average = average
            self.reasons = reasons
        }
    }

    public let movie: Movie
    public let likely: [Likely?]

    public var id: Movie.ID { movie.id }

    public init(movie: Movie, likely: [Likely?]) {
        self.movie = movie
        self.likely = likely
    }

    /// The rating of the member likely least happy with it, of those whose outlook is said.
    public var least: Double { likely.compactMap { $0?.predicted }.min() ?? 0 }
}
