import Foundation
import MoviesDomain

/// A page of saved films as programs read them, the same from every front end.
public struct SavedFilmsDocument: JSONDocument {
    public let state: SavedFilmsState

    public init(state: SavedFilmsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("page", max(state.page, 1))
            json.member("totalPages", state.totalPages)
            json.member("totalResults", state.totalCount)
            json.key("results")
            json.array(state.items) { json, item in
                json.object { json in
                    // `catalog:17738`, `tmdb:155`; when, in ISO 8601.
                    json.member("id", item.film.description)
                    json.member("savedAt", item.savedAt.formatted(.iso8601))
                    json.member("movie", MovieDocument(movie: item.row.movie))
                }
            }
        }
    }
}
