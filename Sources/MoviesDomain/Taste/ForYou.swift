/// What For you shows a member: films picked from their own ratings; or, while they have rated too few,
/// how many more it needs and films critics love in the genres they have watched.
public struct ForYou: Sendable, Equatable {
    public let films: [Recommendation]
    /// Rated films still needed before the picks are the member's own; 0 once they are.
    public let ratingsNeeded: Int
    /// How many films the member has rated.
    public let rated: Int

    public init(films: [Recommendation], ratingsNeeded: Int, rated: Int) {
        self.films = films
        self.ratingsNeeded = ratingsNeeded
        self.rated = rated
    }

    public var isPersonal: Bool { ratingsNeeded == 0 }
}
