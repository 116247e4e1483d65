public import Foundation
public import MoviesDomain

/// What a member's profile shows, worded for the screen: who they are and since when, their four favourite
/// films, how much they have watched and reviewed, how they rate, their latest watches (when the diary is
/// public), their public lists, and a page of their reviews with posters.
public struct MemberPageState: Sendable {
    /// One count under the name: "1,204" and "films".
    public struct Count: Sendable, Equatable {
        public let value: String
        public let label: String
    }

    /// As they write it: "Ada Lovelace", or their name when they gave no full name.
    public var fullName = ""
    public var name = ""
    /// The full name's two parts, for programs.
    public var givenName = ""
    public var familyName = ""
    /// "@ada · Joined 3 March 2026".
    public var byline = ""
    /// When the member joined; nil until the page is read.
    public var joined: Date?
    /// Whether the viewer is the member: their favourites can be taken out here.
    public var isOwn = false
    public var favourites: [FilmPosterItem] = []
    /// On one's own profile with no favourites: how to choose them.
    public var favouritesHint: String?
    public var counts: [Count] = []
    /// "12 followers", "3 following".
    public var followers = Count(value: "0", label: "")
    public var following = Count(value: "0", label: "")
    /// Whether someone is signed in to see it: they may follow or block the member.
    public var signedIn = false
    /// How the viewer and the member stand: which of Follow, Unfollow, Block and Unblock to offer.
    public var standing = Standing.strangers
    public var follows = FollowCounts.none
    /// On the profile of a member the viewer blocked: what that means.
    public var blockedNote: String?
    /// The same counts as numbers, for programs.
    public var numbers = Profile.Counts(films: nil, filmsThisYear: nil, reviews: 0, lists: 0)
    /// How many of their films the member gave each rating; nil when they rated none.
    public var ratings: MemberRatingsContent?
    /// "7.9/10 on average · 41 rated films".
    public var ratingsText: String?
    /// The newest watches; nil when the diary is not the viewer's to read.
    public var recent: [FilmPosterItem]?
    public var lists: [ListRow] = []
    /// "Reviews by ada".
    public var reviewsHeading = ""
    /// "ada has not reviewed a film yet.", when the page has none.
    public var emptyText: String?
    public var reviews: [ReviewItemViewModel] = []
    public var page = 0
    public var totalPages = 0
    public var failure: ScreenFailure?

    public init() {}
}
