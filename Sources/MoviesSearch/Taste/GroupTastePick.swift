/// A film picked for several members (its catalog id): for each member, in the order given, the rating
/// likely and why.
public struct GroupTastePick: Sendable, Equatable {
    public struct Likely: Sendable, Equatable {
        public let predicted: Double
        /// The member's own average, as taste takes it: what the pick measures their outlook from.
        public let average: Double
        public let reasons: [TasteReason]
    }

    public let film: Int
    public let likely: [Likely]
}

/// One member of a pick as taste sees them: their ratings of catalog films and the catalog films they
/// saved.
public struct TasteMember: Sendable {
    public let ratings: [TasteRating]
    public let saved: Set<Int>

    public init(ratings: [TasteRating], saved: Set<Int>) {
        self.ratings = ratings
        self.saved = saved
    }
}
