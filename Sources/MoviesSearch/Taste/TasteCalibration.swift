import Foundation

/// How a member's score for a film becomes the rating they would likely give it, on their own scale: their
/// average, plus the score's distance from it as far as their scores have told their ratings before, bent
/// toward what they gave their favourites. The score ranks films; a rating said to the member must be
/// believable, so a member whose ratings span 4 to 10 is not told "about 10" for every film picked.
///
/// How far scores tell ratings is learned from the member's own rated films, each scored by a taste learned
/// without it (the ratings in two halves, each scored by the other's taste): the slope that foretells
/// their ratings best (drawn toward none by ``ridge``, so a few ratings promise little) and the one whose
/// ratings spread as theirs do, met half way. A likely rating bends (`tanh`) toward the average of the
/// fifth of their ratings at the top, or at the bottom, without reaching it: no film is likelier to please
/// than their favourites did, and the films picked keep their order. Measured on
/// `Benchmarks/taste-members.tsv` (BENCHMARKS.md).
struct TasteCalibration: Sendable {
    typealias Film = TitleIndex.Film

    /// The squared distance of scores the slope is drawn toward none by: with a dozen ratings it says less.
    static let ridge = 12.0
    /// The slope members' ratings show (0.3 to 0.56 on `Benchmarks/taste-members.tsv`, 0.4 most often), and how many
    /// ratings of a member's own it counts as: one who rated three films is told it, not their average.
    static let usualSlope = 0.4
    static let usualWeight = 10.0
    /// The most ratings the slope is learned from.
    static let fittedOn = 1_000

    let mean: Double
    let slope: Double
    let lowest: Double
    let highest: Double

    init(mean: Double, slope: Double, lowest: Double, highest: Double) {
        (self.mean, self.slope, self.lowest, self.highest) = (mean, slope, lowest, highest)
    }

    /// Fitted on `ratings` (a member's, by film number), with `kindred` as their score has it.
    init(
        _ ratings: [(film: Film, rating: Int)], mean: Double, index: CatalogIndex,
        kindred: [Film: (distance: Double, members: Int)] = [:]
    ) {
        // No film is likelier to please than the member's favourites did on average: the fifth of their
        // ratings at the top (and the fifth at the bottom) are the bounds a likely rating bends toward.
        let given = ratings.map(\.rating).sorted()
        let fifth = max(1, given.count / 5)
        let lowest = given.isEmpty ? 1 : Double(given.prefix(fifth).reduce(0, +)) / Double(fifth)
        let highest = given.isEmpty ? 10 : Double(given.suffix(fifth).reduce(0, +)) / Double(fifth)
        var (products, squares, spread) = (0.0, 0.0, 0.0)
        // A slope is told by a thousand ratings as well as by all of a long diary's, in a fraction of the time.
        let step = max(1, ratings.count / Self.fittedOn)
        let ratings = stride(from: 0, to: ratings.count, by: step).map { ratings[$0] }
        for half in 0..<2 where ratings.count >= 4 {
            let learned = ratings.indices.filter { $0 % 2 != half }.map { ratings[$0] }
            let scorer = TasteScorer(index: index, profile: TasteProfile(learned, index: index), kindred: kindred)
            for place in ratings.indices where place % 2 == half {
                let distance = scorer.score(ratings[place].film) - scorer.profile.mean
                let given = Double(ratings[place].rating) - scorer.profile.mean
                products += distance * given
                squares += distance * distance
                spread += given * given
            }
        }
        // The slope that foretells best (drawn toward none) says little of a member's spread; the one that
        // spreads as their ratings do foretells worse. Between the two, by their geometric mean.
        // A member of few ratings is given the slope members' ratings usually show, as much as they lack.
        let fitted = max(0, products / (squares + Self.ridge))
        let spreading = products > 0 && squares > 0 ? (spread / squares).squareRoot() : 0
        let measured = (fitted * spreading).squareRoot()
        let count = Double(ratings.count)
        let slope = (count * measured + Self.usualWeight * Self.usualSlope) / (count + Self.usualWeight)
        self.init(mean: mean, slope: min(1, slope), lowest: lowest, highest: highest)
    }

    /// The rating likely for a film of `score`, within the member's lowest and highest.
    func rating(for score: Double) -> Double {
        let distance = slope * (score - mean)
        let room = distance >= 0 ? highest - mean : mean - lowest
        guard room > 0 else { return min(highest, max(lowest, mean)) }
        return mean + room * tanh(distance / room)
    }
}
