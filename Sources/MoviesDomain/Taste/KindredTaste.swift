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
        let mine = Self.centred(ratings)
        var alike: [(likeness: Double, ratings: [FilmReference: Double])] = []
        for (_, theirs) in others {
            let their = Self.centred(theirs)
            var (product, left, right, shared) = (0.0, 0.0, 0.0, 0)
            for (film, distance) in mine {
                guard let other = their[film] else { continue }
                product += distance * other
                left += distance * distance
                right += other * other
                shared += 1
            }
            guard shared >= Self.minimumShared, left > 0, right > 0 else { continue }
            // Pearson's correlation, drawn toward none by ten films of none: five films alike say less.
            let likeness = product / (left * right).squareRoot() * Double(shared) / Double(shared + 10)
            if likeness > 0.1 { alike.append((likeness, their)) }
        }
        guard alike.count >= Self.minimumMembers else {
            self = .none
            return
        }
        let nearest = alike.sorted { $0.likeness > $1.likeness }.prefix(Self.neighbours)
        var sums: [FilmReference: Sum] = [:]
        for (likeness, their) in nearest {
            for (film, distance) in their where ratings[film] == nil {
                sums[film, default: Sum()].add(distance, weighed: likeness)
            }
        }
        films = sums.filter { $0.value.members >= Self.minimumRaters }.mapValues {
            Film(distance: $0.weighted / $0.weights, members: $0.members)
        }
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

    /// Each rating's distance from the rater's own average.
    private static func centred(_ ratings: [FilmReference: Int]) -> [FilmReference: Double] {
        guard !ratings.isEmpty else { return [:] }
        let mean = Double(ratings.values.reduce(0, +)) / Double(ratings.count)
        return ratings.mapValues { Double($0) - mean }
    }
}
