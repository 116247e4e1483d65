/// What members with a taste like a member's make of the films the member has not rated: each rating
/// taken as its distance from that member's own average, weighed by how alike the two tastes are (how
/// their ratings of the films both rated rise and fall together, trusted more the more films they share).
public struct KindredTaste: Sendable, Equatable {
    /// A film as the kindred members rate it: on average how far above (or below) their own averages,
    /// and how many of them rated it.
    public struct Film: Sendable, Equatable {
        public let distance: Double
        public let members: Int

        public init(distance: Double, members: Int) {
            self.distance = distance
            self.members = members
        }
    }

    /// The films, by reference; none while fewer than ``minimumMembers`` members are alike.
    public let films: [FilmReference: Film]

    /// Members sharing fewer rated films say nothing of a taste.
    public static let minimumShared = 5
    /// The server has "enough members" when this many are alike.
    public static let minimumMembers = 3
    /// The most alike members counted.
    public static let neighbours = 30
    /// A film is said of by at least this many of them.
    public static let minimumRaters = 2

    public static let none = KindredTaste(films: [:])

    init(films: [FilmReference: Film]) {
        self.films = films
    }

    /// From the member's `ratings` and the `others`' (each member's ratings).
    public init(_ ratings: [FilmReference: Int], others: [User.ID: [FilmReference: Int]]) {
        self.init(ratings, others: others.mapValues { KindredRatings(mine: ratings, theirs: $0) })
    }

    /// From the member's `ratings` and the `others`' set beside them.
    public init(_ ratings: [FilmReference: Int], others: [User.ID: KindredRatings]) {
        let mean = ratings.isEmpty ? 0 : Double(ratings.values.reduce(0, +)) / Double(ratings.count)
        var alike: [(likeness: Double, theirs: KindredRatings)] = []
        for (_, theirs) in others {
            guard let likeness = Self.likeness(theirs.shared, mine: mean, theirs: theirs.mean) else { continue }
            if likeness > 0.1 { alike.append((likeness, theirs)) }
        }
        guard alike.count >= Self.minimumMembers else {
            self = .none
            return
        }
        let nearest = alike.sorted { $0.likeness > $1.likeness }.prefix(Self.neighbours)
        var sums: [FilmReference: Sum] = [:]
        for (likeness, theirs) in nearest {
            let mean = theirs.mean
            for (film, rating) in theirs.unrated where ratings[film] == nil {
                sums[film, default: Sum()].add(Double(rating) - mean, weighed: likeness)
            }
        }
        films = sums.filter { $0.value.members >= Self.minimumRaters }.mapValues {
            Film(distance: $0.weighted / $0.weights, members: $0.members)
        }
    }

    /// Pearson's correlation of the two members' distances from their own averages over the films both
    /// rated, drawn toward none by ten films of none (five films alike say less); nil when it says nothing.
    static func likeness(_ shared: KindredRatings.Shared, mine: Double, theirs: Double) -> Double? {
        let films = Double(shared.films)
        let (sumMine, sumTheirs) = (Double(shared.mine), Double(shared.theirs))
        let product = Double(shared.product) - theirs * sumMine - mine * sumTheirs + films * mine * theirs
        let left = Double(shared.mineSquared) - 2 * mine * sumMine + films * mine * mine
        let right = Double(shared.theirsSquared) - 2 * theirs * sumTheirs + films * theirs * theirs
        // Summed apart, a spread of none can come out a hair above it.
        let none = 1e-9 * films
        guard shared.films >= Self.minimumShared, left > none, right > none else { return nil }
        return product / (left * right).squareRoot() * films / (films + 10)
    }

    /// A film's distances as the kindred members rate it, each weighed by how alike they are.
    private struct Sum {
        var weighted = 0.0
        var weights = 0.0
        var members = 0

        mutating func add(_ distance: Double, weighed likeness: Double) {
            weighted += likeness * distance
            weights += likeness
            members += 1
        }
    }
}
