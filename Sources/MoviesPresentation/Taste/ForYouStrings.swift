public import MoviesDomain

/// The words of For you: the page, what it needs, and each film's reasons.
public struct ForYouStrings: Sendable {
    public let heading: String
    /// "From your 42 rated films."
    public let personal: @Sendable (_ rated: Int) -> String
    /// "Rate 3 more films and these become your own; until then, films critics love in the genres you watch."
    public let needsMore: @Sendable (_ more: Int) -> String
    /// "About 8/10 for you."
    public let likely: @Sendable (_ rating: Int) -> String
    public let notInterested: String
    public let dismissed: @Sendable (_ title: String) -> String
    public let undo: String
    public let restored: @Sendable (_ title: String) -> String
    public let nothing: String
    /// Where films cannot be scored (over TMDB, or over another server).
    public let unavailable: String
    /// "You rated 4 films directed by Jean-Pierre Melville 8 or more."
    public let person: @Sendable (_ credit: String, _ films: Int, _ rating: Int) -> String
    /// A person's part in films, as the reasons say it ("directed by Jean-Pierre Melville"): For you's and
    /// the pick's alike.
    public let credited: @Sendable (_ name: String, _ role: PersonCredit.Role) -> String
    public let genre: @Sendable (_ genre: String, _ films: Int) -> String
    public let decade: @Sendable (_ decade: Int, _ films: Int) -> String
    public let country: @Sendable (_ country: String, _ films: Int) -> String
    public let kindred: @Sendable (_ members: Int) -> String
    public let alike: @Sendable (_ title: String) -> String
    public let wellLoved: @Sendable (_ genre: String?) -> String
}

extension Strings {
    public var forYou: ForYouStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }

    /// Why a film is recommended, in this language (a film saved is said as the pick says it).
    func reason(_ reason: RecommendationReason) -> String {
        say(reason, ReasonWords(forYou, saved: pick.saved))
    }
}
