import Foundation
public import MoviesDomain

/// A watch as programs read it (`movies log --json`, `movies diary --json`, `/api/diary`).
public struct WatchDocument: JSONDocument {
    public let watch: Watch
    /// Said for a watch just logged: whether the film left the saved films.
    public let unsaved: Bool?
    /// Said for a watch just logged that was the film's watch of no day, given its day.
    public let gaveDay: Bool?

    public init(_ watch: Watch, unsaved: Bool? = nil, gaveDay: Bool? = nil) {
        self.watch = watch
        self.unsaved = unsaved
        self.gaveDay = gaveDay
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", watch.id.rawValue)
            json.key("film")
            json.object { json in
                // `catalog:17738`, `tmdb:155`.
                json.member("id", watch.film.reference.description)
                json.member("title", watch.film.title)
                json.member("year", watch.film.year)
                json.member("posterPath", watch.film.posterPath)
            }
            // `YYYY-MM-DD`; left out when the day is not known.
            json.member("day", watch.details.day?.description)
            // 1 to 10, and as stars out of five (3.5 for 7); left out with no rating.
            json.member("rating", watch.details.rating)
            json.member("stars", watch.details.stars)
            json.member("rewatch", watch.details.isRewatch)
            json.member("liked", watch.details.isLiked)
            json.member("tags", watch.details.tags.map(\.text))
            // The members watched with, by name.
            json.member("with", watch.companions)
            // Where it was recorded, for a watch not logged by hand: `jellyfin`, `plex`, `trakt`…
            json.member("source", watch.source?.rawValue)
            // Whether the watch carries a review, and the review (its rating is the watch's).
            json.member("reviewed", watch.isReviewed)
            if let review = watch.review {
                json.key("review")
                json.object { json in
                    json.member("text", review.text)
                    json.member("spoilers", review.hasSpoilers)
                    json.member("written", review.written.formatted(.iso8601))
                    json.member("edited", review.edited?.formatted(.iso8601))
                }
            }
            json.member("logged", watch.logged.formatted(.iso8601))
            json.member("unsaved", unsaved)
            json.member("gaveDay", gaveDay)
        }
    }
}

/// A page of a member's diary, newest first, with the filter it was read with.
public struct DiaryDocument: JSONDocument {
    public let state: DiaryState

    public init(state: DiaryState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("filter")
            json.object { json in
                json.member("year", state.filter.year)
                json.member("rating", state.filter.rating)
                json.member("rewatch", state.filter.rewatch)
                json.member("film", state.filter.film?.description)
                json.member("tag", state.filter.tag?.text)
            }
            // Whether anyone may read the diary and its statistics.
            json.member("public", state.isPublic)
            json.member("shapesPicks", state.shapesPicks)
            json.member("page", max(state.page, 1))
            json.member("totalPages", state.totalPages)
            json.member("totalResults", state.totalCount)
            json.member("notice", state.notice)
            // The watch a delete took away or an undo brought back.
            json.member("watch", state.changed.map { WatchDocument($0) })
            json.member("results", state.items.map { WatchDocument($0.watch) })
            // The member's tags, each with how many watches carry it, most used first.
            json.objects("tags", state.tags) { json, count in
                json.member("tag", count.tag.text)
                json.member("watches", count.watches)
            }
        }
    }
}
