/// The words of watching together: the names on a watch, the offers, and why a name is refused.
public struct TogetherStrings: Sendable {
    /// "with ana and bob", beside a watch.
    public let with: @Sendable (_ names: [String]) -> String
    /// The log form's field, and what it takes.
    public let field: String
    public let fieldHint: String
    /// "Watched with you", over the offers.
    public let offersHeading: String
    /// "ana watched Heat with you on 12 March 2024 — add it to your diary?"; `day` nil for no known day.
    public let offer: @Sendable (_ from: String, _ film: String, _ day: String?) -> String
    public let accept: String
    public let dismiss: String
    public let yourRating: String
    public let noOffers: String
    /// What answering did.
    public let accepted: @Sendable (_ film: String) -> String
    public let dismissed: String
    /// The statistics' list: "Watched with most".
    public let watchedWithMost: String
    public let watches: @Sendable (Int) -> String
    /// Why a name or an answer was refused.
    public let unknownMember: @Sendable (_ name: String) -> String
    public let notFriends: @Sendable (_ name: String) -> String
    public let yourself: String
    public let emptyName: String
    public let tooMany: @Sendable (_ maximum: Int) -> String
    public let otherFilm: String
    public let offerNotFound: String
}

extension Strings {
    public var together: TogetherStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
