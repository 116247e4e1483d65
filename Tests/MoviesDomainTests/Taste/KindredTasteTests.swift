import Testing

@testable import MoviesDomain

/// Members of a like taste: those whose ratings rise and fall with the member's say how far above their own
/// average they rate a film the member has not rated; a member of the opposite taste is not counted; with
/// fewer than three alike, nothing is said at all.
@Suite struct KindredTasteTests {
    static func film(_ number: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(number)))
    }

    /// Films 1…8 rated from `low`, rising with the film's number (or falling), and film 100 rated `extra`.
    static func ratings(from low: Int, rising: Bool = true, extra: Int? = nil) -> [FilmReference: Int] {
        var ratings: [FilmReference: Int] = [:]
        for number in 1...8 { ratings[film(number)] = low + (rising ? number : 9 - number) / 2 }
        if let extra { ratings[film(100)] = extra }
        return ratings
    }

    @Test func membersOfALikeTasteSayHowTheyRateAFilmTheMemberHasNot() throws {
        let mine = Self.ratings(from: 4)
        let others: [User.ID: [FilmReference: Int]] = [
            User.ID("bob"): Self.ratings(from: 3, extra: 9),
            User.ID("cyd"): Self.ratings(from: 5, extra: 10),
            User.ID("dee"): Self.ratings(from: 2, extra: 8),
            // The opposite taste: rates film 100 low, and is not counted.
            User.ID("eve"): Self.ratings(from: 4, rising: false, extra: 1),
        ]
        let kindred = KindredTaste(mine, others: others)
        let opinion = try #require(kindred.films[Self.film(100)])
        #expect(opinion.members == 3)
        #expect(opinion.distance > 2, "each rates it well above their own average")
        #expect(kindred.films[Self.film(1)] == nil, "a film the member rated is not said of")
    }

    @Test func withFewerThanThreeAlikeNothingIsSaid() {
        let others: [User.ID: [FilmReference: Int]] = [
            User.ID("bob"): Self.ratings(from: 3, extra: 9), User.ID("cyd"): Self.ratings(from: 5, extra: 10),
        ]
        #expect(KindredTaste(Self.ratings(from: 4), others: others) == .none)
    }

    /// A store sends sums, not ratings: the likeness reckoned from them is Pearson's correlation of the two
    /// members' distances from their own averages (over all they rated) on the films both rated.
    @Test func likenessFromAStoresSumsIsTheCorrelationOfTheFilmsBothRated() throws {
        let mine = [1: 9, 2: 7, 3: 4, 4: 8, 5: 2, 6: 6, 7: 10].reduce(into: [FilmReference: Int]()) {
            $0[Self.film($1.key)] = $1.value
        }
        let theirs = [1: 8, 2: 8, 3: 3, 4: 6, 5: 4, 6: 5, 50: 9, 51: 1].reduce(into: [FilmReference: Int]()) {
            $0[Self.film($1.key)] = $1.value
        }
        func mean(_ ratings: [FilmReference: Int]) -> Double {
            Double(ratings.values.reduce(0, +)) / Double(ratings.count)
        }
        let shared = mine.keys.filter { theirs[$0] != nil }
        let left = shared.map { Double(mine[$0]!) - mean(mine) }
        let right = shared.map { Double(theirs[$0]!) - mean(theirs) }
        let product = zip(left, right).map(*).reduce(0, +)
        let pearson = product / (left.map { $0 * $0 }.reduce(0, +) * right.map { $0 * $0 }.reduce(0, +)).squareRoot()
        let set = KindredRatings(mine: mine, theirs: theirs)
        #expect(set.unrated == [Self.film(50): 9, Self.film(51): 1])
        let likeness = try #require(KindredTaste.likeness(set.shared, mine: mean(mine), theirs: set.mean))
        #expect(abs(likeness - pearson * 6 / 16) < 1e-12, "\(likeness) against \(pearson * 6 / 16)")
        let flat = KindredRatings(mine: mine, theirs: mine.mapValues { _ in 5 })
        #expect(
            KindredTaste.likeness(flat.shared, mine: mean(mine), theirs: flat.mean) == nil, "one rating says nothing")
    }
}
