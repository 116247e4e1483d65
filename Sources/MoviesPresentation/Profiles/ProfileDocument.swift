import Foundation
import MoviesDomain

/// A member's profile as programs read it (`/api/members/{name}`): what the page shows, as the viewer may
/// see it, with numbers as numbers.
public struct ProfileDocument: JSONDocument {
    public let state: MemberPageState

    public init(state: MemberPageState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", state.name)
            json.member("fullName", state.fullName)
            json.member("givenName", state.givenName)
            json.member("familyName", state.familyName)
            json.member("joined", state.joined?.formatted(.iso8601))
            json.member("own", state.isOwn)
            json.member("favourites", state.favourites.map(FilmPosterDocument.init))
            json.key("counts")
            json.object { json in
                let counts = state.numbers
                json.member("films", counts.films)
                json.member("filmsThisYear", counts.filmsThisYear)
                json.member("reviews", counts.reviews)
                json.member("lists", counts.lists)
            }
            json.key("follows")
            json.object { json in
                json.member("followers", state.follows.followers)
                json.member("following", state.follows.following)
            }
            // How the caller and the member stand; left out for a caller signed out or for oneself.
            if !state.isOwn, state.signedIn {
                json.key("standing")
                json.object { json in
                    json.member("following", state.standing.follows)
                    json.member("followsYou", state.standing.followedBy)
                    json.member("blocked", state.standing.blocks)
                }
            }
            // How many of the diary's films the member gave 1 (½★) … 10 (★★★★★).
            json.member("ratings", state.ratings?.histogram.counts ?? Array(repeating: 0, count: 10))
            // Left out when the diary is not the viewer's to read.
            if let recent = state.recent { json.member("recentWatches", recent.map(FilmPosterDocument.init)) }
            json.objects("lists", state.lists) { json, list in
                json.member("id", list.id.rawValue)
                json.member("title", list.title)
                json.member("slug", list.slug)
                json.member("films", list.filmCount)
                json.member("public", list.isPublic)
                json.member("ranked", list.isRanked)
                json.member("description", list.description)
                json.member("created", list.created.formatted(.iso8601))
                json.member("updated", list.updated.formatted(.iso8601))
            }
            json.member("page", state.page)
            json.member("totalPages", state.totalPages)
            json.member("reviews", state.reviews.map { ReviewDocument($0.review) })
        }
    }
}

/// A film as a profile shows it: its id, title, year and poster path.
public struct FilmPosterDocument: JSONDocument {
    public let item: FilmPosterItem

    public init(_ item: FilmPosterItem) {
        self.item = item
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", item.film.description)
            json.member("title", item.title)
            json.member("year", item.year)
            json.member("posterPath", item.posterPath)
            json.member("rating", item.rating)
        }
    }
}

/// The member's favourite films (`/api/me/favourites`), with what the last change said.
public struct FavouritesDocument: JSONDocument {
    public let state: FavouritesViewModel.State

    public init(state: FavouritesViewModel.State) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("favourites", state.favourites.map(FilmPosterDocument.init))
            json.member("changed", state.changed.map(FilmPosterDocument.init))
            json.member("notice", state.notice)
        }
    }
}
