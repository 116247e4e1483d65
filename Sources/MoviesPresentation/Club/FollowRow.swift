public import Foundation
public import MoviesDomain

/// A member on a list of follows, worded: "ana", "Ana Lima", "since 3 March 2026".
public struct FollowRow: Sendable, Equatable {
    public let name: String
    public let fullName: String
    public let givenName: String
    public let familyName: String
    public let since: Date
    public let sinceText: String

    public init(_ follow: Follow, strings: Strings) {
        name = follow.member.name.text
        fullName = follow.member.fullName.description
        (givenName, familyName) = (follow.member.fullName.given, follow.member.fullName.family)
        since = follow.since
        sinceText = strings.club.since(ReviewItemViewModel.dayText(follow.since, strings: strings))
    }
}
