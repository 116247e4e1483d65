/// What a member's ratings say of their taste, each rating taken as how far it is from their own average
/// (a 6 from a harsh rater means more than a 6 from a generous one): for each person in each role, each
/// genre, each decade and each country, the sum of those distances over the films rated, and how many
/// films.
struct TasteProfile {
    typealias Film = TitleIndex.Film

    struct Tally {
        var sum = 0.0
        var films = 0
        /// Films rated ``TasteProfile/loved`` or more, and the lowest rating among them.
        var loved = 0
        var lowestLoved = 10

        /// The average distance, drawn toward none by `prior` films of none: one film says little.
        func weight(prior: Double) -> Double { sum / (Double(films) + prior) }
    }

    /// Roles as credits keep them, how much each says of a film, and how many films of none a person's
    /// weight is drawn toward: an actor in one loved film says less than its director.
    static let roles: [(bit: UInt8, weight: Double, prior: Double)] = [
        (PeopleIndex.Roles.director, 2, 1), (PeopleIndex.Roles.writer, 0.8, 1.5), (PeopleIndex.Roles.cast, 0.35, 2),
    ]

    static let middle = 6.5
    static let meanPrior = 3.0

    let mean: Double
    /// A rating that says "loved": 8, or a point over the member's average when that is higher.
    let loved: Int
    /// The films rated, by film number, with their distance from the average.
    let rated: [(film: Film, distance: Double, rating: Int)]
    /// By person and role bit (`person << 3 | bit`).
    var people: [UInt64: Tally] = [:]
    var genres: [Int: Tally] = [:]
    var decades: [Int: Tally] = [:]
    /// By the country's number in ``FilmCountries``.
    var countries: [UInt16: Tally] = [:]
    /// By decade and genre together (`decade * 32 + genre`): a love of 1970s crime is not one of all crime.
    var eras: [Int: Tally] = [:]

    init(_ ratings: [(film: Film, rating: Int)], index: CatalogIndex) {
        // The average is drawn toward the middle by a few ratings of it: one film rated 10 does not make a
        // member who rates everything 10, and a member who rated nothing rates around the middle.
        let sum = Double(ratings.reduce(0) { $0 + $1.rating })
        let mean = (sum + Self.middle * Self.meanPrior) / (Double(ratings.count) + Self.meanPrior)
        self.mean = mean
        loved = max(8, Int((mean + 1).rounded()))
        rated = ratings.map { ($0.film, Double($0.rating) - mean, $0.rating) }
        let credits = index.credits
        for (film, distance, rating) in rated {
            let isLoved = rating >= loved
            let (people, roles) = credits.credits(of: film)
            for (person, bits) in zip(people, roles) {
                for role in Self.roles where PeopleIndex.Roles.tasteHolds(role.bit, in: bits) {
                    Self.add(
                        distance, isLoved ? rating : nil,
                        to: &self.people[UInt64(person) << 3 | UInt64(role.bit), default: Tally()])
                }
            }
            for country in index.browse.countries.countries(of: film) {
                Self.add(distance, isLoved ? rating : nil, to: &countries[country, default: Tally()])
            }
            let mask = index.browse.genreMasks[Int(film)]
            for genre in 0..<32 where mask & 1 << UInt32(genre) != 0 {
                Self.add(distance, isLoved ? rating : nil, to: &genres[genre, default: Tally()])
            }
            let year = Int(index.browse.years[Int(film)])
            guard year > 0 else { continue }
            Self.add(distance, isLoved ? rating : nil, to: &decades[year / 10 * 10, default: Tally()])
            for genre in 0..<32 where mask & 1 << UInt32(genre) != 0 {
                Self.add(distance, isLoved ? rating : nil, to: &eras[year / 10 * 10 * 32 + genre, default: Tally()])
            }
        }
    }

    /// `loved`: the rating, for a film loved.
    private static func add(_ distance: Double, _ loved: Int?, to tally: inout Tally) {
        tally.sum += distance
        tally.films += 1
        if let loved {
            tally.loved += 1
            tally.lowestLoved = min(tally.lowestLoved, loved)
        }
    }
}
