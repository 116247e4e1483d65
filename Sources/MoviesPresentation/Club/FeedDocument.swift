import Foundation
import MoviesDomain

/// A page of the feed as programs read it (`/api/feed`): each activity, newest first, with its group's
/// headline, and `next`, the `after` of the next page (null on the last).
public struct FeedDocument: JSONDocument {
    public let state: FeedState

    public init(state: FeedState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("groups", state.groups) { json, group in
                json.member("kind", group.kind.rawValue)
                json.member("member", group.name)
                json.member("givenName", group.activities.first?.actor.fullName.given)
                json.member("familyName", group.activities.first?.actor.fullName.family)
                json.member("headline", group.headline)
                if let list = group.list {
                    json.key("list")
                    json.object { json in
                        json.member("id", list.id.rawValue)
                        json.member("title", list.title)
                        json.member("slug", list.slug)
                    }
                }
                json.objects("activities", group.activities) { json, activity in
                    json.member("at", activity.at.formatted(.iso8601))
                    // Where this activity stands: `after` it, the feed goes on from here.
                    json.member("place", activity.place.description)
                    if let film = activity.film {
                        json.member("filmId", film.reference.description)
                        json.member("title", film.title)
                        json.member("year", film.year)
                        json.member("posterPath", film.posterPath)
                    }
                    json.member("day", activity.day?.description)
                    json.member("rating", activity.rating)
                    json.member("rewatch", activity.isRewatch)
                    json.member("liked", activity.isLiked)
                    json.member("review", activity.hasSpoilers ? nil : activity.excerpt)
                    json.member("spoilers", activity.hasSpoilers)
                }
            }
            json.member("next", state.next?.description)
        }
    }
}
