import MoviesDomain

/// The words of tonight's pick: the form, what the films are, and each member's outlook and reasons, said
/// of any member ("rated 4 films directed by …").
public struct PickStrings: Sendable {
    public let heading: String
    /// The link to the pick from For you: "Pick a film for tonight with friends".
    public let invitation: String
    /// "Films none of you has watched: the one the least happy of you likely rates highest first."
    public let intro: String
    public let withLabel: String
    public let lengthLabel: String
    public let anyLength: String
    /// "Under 2 h", "Under 1 h 30".
    public let under: @Sendable (_ minutes: Int) -> String
    public let genresLabel: String
    public let decadesLabel: String
    public let submit: String
    /// No friend to pick with yet.
    public let noFriends: String
    /// The form, before anyone is chosen.
    public let chooseFriends: String
    public let nothing: String
    /// "Everyone about 7/10 or more."
    public let least: @Sendable (_ rating: Int) -> String
    /// "ana: about 8/10".
    public let likely: @Sendable (_ name: String, _ rating: Int) -> String
    /// "carol keeps her diary private": nothing is said of a member whose diary the asker may not read.
    public let privateDiary: @Sendable (_ name: String) -> String
    public let you: String
    public let unavailable: String
    public let person: @Sendable (_ credit: String, _ films: Int, _ rating: Int) -> String
    public let genre: @Sendable (_ genre: String, _ films: Int) -> String
    public let decade: @Sendable (_ decade: Int, _ films: Int) -> String
    public let country: @Sendable (_ country: String, _ films: Int) -> String
    public let kindred: @Sendable (_ members: Int) -> String
    public let alike: @Sendable (_ title: String) -> String
    public let wellLoved: @Sendable (_ genre: String?) -> String
    public let saved: String
}

extension Strings {
    public var pick: PickStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }

    /// Why a member likely takes to a film, said of any member.
    func pickReason(_ reason: RecommendationReason) -> String {
        say(reason, ReasonWords(pick, saved: pick.saved))
    }
}
