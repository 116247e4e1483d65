import MoviesDomain
import Testing

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
}
