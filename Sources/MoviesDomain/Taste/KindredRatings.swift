/// Another member's ratings set beside a member's, as a store sums them: over the films both rated, the
/// sums that likeness is reckoned from (``Shared``); how many films they rated and the sum of those ratings
/// (their average); and their ratings of the films the member has not rated, the only ones said of.
public struct KindredRatings: Sendable, Equatable {
    /// Over the films both rated: how many, the sums of each one's ratings, of their products and squares.
    public struct Shared: Sendable, Equatable {
        public var films = 0
        public var mine = 0
        public var theirs = 0
        public var product = 0
        public var mineSquared = 0
        public var theirsSquared = 0

        public init() {}

        public init(films: Int, mine: Int, theirs: Int, product: Int, mineSquared: Int, theirsSquared: Int) {
            (self.films, self.mine, self.theirs, self.product) = (films, mine, theirs, product)
            (self.mineSquared, self.theirsSquared) = (mineSquared, theirsSquared)
        }

        mutating func add(mine: Int, theirs: Int) {
            films += 1
            self.mine += mine
            self.theirs += theirs
            product += mine * theirs
            mineSquared += mine * mine
            theirsSquared += theirs * theirs
        }
    }

    public let shared: Shared
    /// How many films they rated, and the sum of those ratings.
    public let rated: Int
    public let ratingSum: Int
    /// Their rating of each film the member has not rated.
    public let unrated: [FilmReference: Int]

    public init(shared: Shared, rated: Int, ratingSum: Int, unrated: [FilmReference: Int]) {
        self.shared = shared
        self.rated = rated
        self.ratingSum = ratingSum
        self.unrated = unrated
    }

    /// From both members' ratings, as a store sums them.
    public init(mine: [FilmReference: Int], theirs: [FilmReference: Int]) {
        var shared = Shared()
        var unrated: [FilmReference: Int] = [:]
        for (film, rating) in theirs {
            if let my = mine[film] { shared.add(mine: my, theirs: rating) } else { unrated[film] = rating }
        }
        self.init(shared: shared, rated: theirs.count, ratingSum: theirs.values.reduce(0, +), unrated: unrated)
    }

    /// Their average rating.
    public var mean: Double { rated == 0 ? 0 : Double(ratingSum) / Double(rated) }
}
