import Foundation
import MoviesDomain

/// `GET /api/feed`: the groups of a page, each activity with its place, and the next page's `after`.
struct ServerFeedDTO: Decodable, Sendable {
    struct Group: Decodable, Sendable {
        struct ListDTO: Decodable, Sendable {
            let id: String
            let title: String
            let slug: String
        }

        let kind: String
        let member: String
        let givenName: String
        let familyName: String
        let list: ListDTO?
        let activities: [ActivityDTO]
    }

    struct ActivityDTO: Decodable, Sendable {
        let place: String
        let filmId: String?
        let title: String?
        let year: Int?
        let posterPath: String?
        let day: String?
        let rating: Int?
        let rewatch: Bool
        let liked: Bool
        let review: String?
        let spoilers: Bool
    }

    let groups: [Group]
    let next: String?

    /// Each activity, its member known by name.
    func toDomain() -> [Activity] {
        groups.flatMap { group -> [Activity] in
            guard let kind = Activity.Kind(rawValue: group.kind),
                let actor = ServerClubMember.user(named: group.member, given: group.givenName, family: group.familyName)
            else { return [] }
            let list = group.list.map { Activity.ListNamed(id: FilmList.ID($0.id), title: $0.title, slug: $0.slug) }
            return group.activities.compactMap { activity in
                guard let place = try? FeedCursor(text: activity.place) else { return nil }
                let film = activity.filmId.flatMap { try? FilmReference($0) }.map {
                    ListedFilm(
                        reference: $0, title: activity.title ?? "", year: activity.year, posterPath: activity.posterPath
                    )
                }
                return Activity(
                    place: place, actor: actor, kind: kind, film: film,
                    day: activity.day.flatMap { try? CalendarDay($0) }, rating: activity.rating,
                    isRewatch: activity.rewatch, isLiked: activity.liked, excerpt: activity.review,
                    hasSpoilers: activity.spoilers, list: list)
            }
        }
    }
}
