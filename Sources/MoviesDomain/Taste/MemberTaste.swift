/// What one member of a pick brings: their ratings (each film's one rating, 1 to 10) and the films they
/// saved to watch.
public struct MemberTaste: Sendable, Equatable {
    public let ratings: [FilmReference: Int]
    public let saved: Set<FilmReference>

    public init(ratings: [FilmReference: Int], saved: Set<FilmReference>) {
        self.ratings = ratings
        self.saved = saved
    }
}
