import Foundation
import MoviesDomain

/// `#/components/schemas/Profile`: a member's profile as the server's use case read it for the caller.
struct ServerMemberProfileDTO: Decodable, Sendable {
    struct Counts: Decodable, Sendable {
        let films: Int?
        let filmsThisYear: Int?
        let reviews: Int
        let lists: Int
    }

    struct List: Decodable, Sendable {
        let id: String
        let title: String
        let slug: String
        let films: Int
        let `public`: Bool
        let ranked: Bool
        let description: String?
        let created: String
        let updated: String
    }

    let name: String
    let givenName: String
    let familyName: String
    let joined: String
    let own: Bool
    let favourites: [ServerFavouritesDTO.Film]
    let counts: Counts
    let ratings: [Int]
    let recentWatches: [ServerFavouritesDTO.Film]?
    let lists: [List]
    let page: Int
    let reviews: [ServerReviewDTO]
    let follows: ServerProfileDTO.Follows
    let standing: ServerProfileDTO.StandingDTO?

    /// `viewer`: the caller, who the member is when the profile is their own.
    func toDomain(viewer: User.ID?) throws -> Profile {
        guard let handle = try? UserName(stored: name), let full = try? FullName(given: givenName, family: familyName),
            let joined = Self.date(joined)
        else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a member it cannot read")) }
        let id = own ? viewer ?? User.ID(ServerClubMember.prefix + name) : User.ID(ServerClubMember.prefix + name)
        let member = User(id: id, name: handle, fullName: full, joined: joined)
        let standing = ServerProfileDTO(
            name: name, givenName: givenName, familyName: familyName, follows: follows, standing: standing
        ).toStanding
        return Profile(
            member: member, favourites: favourites.compactMap { $0.toDomain() },
            counts: Profile.Counts(
                films: counts.films, filmsThisYear: counts.filmsThisYear, reviews: counts.reviews, lists: counts.lists),
            ratings: RatingHistogram(
                Dictionary(uniqueKeysWithValues: ratings.enumerated().map { ($0.offset + 1, $0.element) })),
            lists: lists.compactMap { $0.toDomain(owner: id) },
            recentWatches: recentWatches?.compactMap { poster in
                poster.toDomain().map { Profile.RecentWatch(film: $0, rating: poster.rating) }
            },
            reviews: Paged(
                items: reviews.compactMap { $0.toDomain() }, page: page, pageSize: ReviewsUseCase.pageSize,
                totalCount: counts.reviews),
            isOwn: own, standing: standing,
            follows: FollowCounts(followers: follows.followers, following: follows.following))
    }

    static func date(_ text: String) -> Date? { try? Date(text, strategy: .iso8601) }
}

extension ServerMemberProfileDTO.List {
    func toDomain(owner: User.ID) -> FilmList? {
        guard let created = ServerMemberProfileDTO.date(created), let updated = ServerMemberProfileDTO.date(updated)
        else { return nil }
        return FilmList(
            id: FilmList.ID(rawValue: id), owner: owner,
            details: ListDetails(stored: title, description: description, isRanked: ranked, isPublic: `public`),
            slug: slug, created: created, updated: updated, filmCount: films)
    }
}
