public import Foundation

/// Everything a member keeps here, read at one moment: what an export writes, so they can leave with it.
/// Secrets are not part of it: access tokens are listed by label, never by secret or digest.
public struct AccountExport: Sendable {
    public let member: User
    public let diaryIsPublic: Bool
    public let saved: [SavedFilm]
    /// Newest first.
    public let watches: [Watch]
    /// Newest first.
    public let reviews: [Review]
    /// The member's one rating of each film they rated, on a watch or a review.
    public let ratings: [FilmReference: Int]
    public let tokens: [AccessToken]
    /// The member's lists, each with its films in their places.
    public let lists: [ExportedList]
    /// The IMDb id of each film the source knows one for: what other sites match films by.
    public let imdbIDs: [FilmReference: String]
    public let exported: Date
    /// The member's favourite films, in their order.
    public var favourites: [ListedFilm] = []
    /// The films members added that the export names, with their facts: another Movies lacks them.
    public var addedFilms: [AddedFilm] = []
    /// The comments the member wrote, oldest first.
    public var comments: [Comment] = []

    public init(
        member: User, diaryIsPublic: Bool, saved: [SavedFilm], watches: [Watch], reviews: [Review],
        ratings: [FilmReference: Int], tokens: [AccessToken], lists: [ExportedList] = [],
        imdbIDs: [FilmReference: String], exported: Date
    ) {
        self.member = member
        self.diaryIsPublic = diaryIsPublic
        self.saved = saved
        self.watches = watches
        self.reviews = reviews
        self.ratings = ratings
        self.tokens = tokens
        self.lists = lists
        self.imdbIDs = imdbIDs
        self.exported = exported
    }

    /// Every film the export names, once each.
    public var films: Set<FilmReference> {
        Set(saved.map(\.film)).union(watches.map(\.film.reference)).union(reviews.map(\.film.reference))
            .union(ratings.keys).union(lists.flatMap { $0.entries.map(\.film.reference) })
            .union(favourites.map(\.reference))
    }
}

/// A list in an export: its details and every film in its place.
public struct ExportedList: Sendable {
    public let list: FilmList
    public let entries: [ListEntry]

    public init(list: FilmList, entries: [ListEntry]) {
        self.list = list
        self.entries = entries
    }
}
