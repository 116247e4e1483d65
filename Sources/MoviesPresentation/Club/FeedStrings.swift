/// The words of the feed. The headlines take the member's name, how many, and the one film's title (nil
/// when several).
public struct FeedStrings: Sendable {
    public typealias Headline = @Sendable (_ name: String, _ count: Int, _ title: String?) -> String

    public let heading: String
    /// The terminal app's tab.
    public let tab: String
    /// The title of a member's public activity: "What ana watched and listed".
    public let activityOf: @Sendable (_ name: String) -> String
    public let watched: Headline
    public let reviewed: Headline
    /// "ana made a list: Best of the 70s".
    public let listed: @Sendable (_ name: String, _ list: String) -> String
    /// "ana added 3 films to Best of the 70s".
    public let added: @Sendable (_ name: String, _ count: Int, _ title: String?, _ list: String) -> String
    /// Where a film was watched on a known day: "on 12 March 2024".
    public let watchedOn: @Sendable (_ day: String) -> String
    public let rewatch: String
    public let liked: String
    /// In place of a review's words when they give the plot away.
    public let spoilersHidden: String
    /// A feed with nothing: whom to follow, and how.
    public let empty: String
    public let older: String
}

extension Strings {
    public var feed: FeedStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
