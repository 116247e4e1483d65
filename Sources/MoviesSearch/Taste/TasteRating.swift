/// A member's rating of one catalog film (its catalog id), 1 to 10: what taste is learned from.
public struct TasteRating: Sendable, Hashable {
    public let film: Int
    public let rating: Int

    public init(film: Int, rating: Int) {
        self.film = film
        self.rating = rating
    }
}
