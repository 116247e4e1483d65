import Foundation
import MoviesDomain

/// `/api/saved` answers, and `movies saved --json`: the page, and what the last change did.
public struct SavedFilmsAnswerDocument: Sendable, JSONDocument {
    public let state: SavedFilmsState

    public init(state: SavedFilmsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("saved")
            writePage(to: &json)
            json.member("notice", state.notice)
            json.member("removedTitle", state.removedTitle)
            // What `POST /api/saved/undo` would take back: `{"saved": [id]}` or `{"removed": [ids]}`, and
            // what the undo just answered took back, in the same shape.
            Self.write(state.undoable, as: "undoable", to: &json)
            Self.write(state.undone, as: "undone", to: &json)
        }
    }

    /// The page of saved films, as every front end lists them.
    private func writePage(to json: inout JSONWriter) {
        json.object { json in
            json.member("page", max(state.page, 1))
            json.member("totalPages", state.totalPages)
            json.member("totalResults", state.totalCount)
            json.objects("results", state.items) { json, item in
                // `catalog:17738`, `tmdb:155`; when, in ISO 8601.
                json.member("id", item.film.description)
                json.member("savedAt", item.savedAt.formatted(.iso8601))
                json.member("movie", MovieDocument(movie: item.row.movie, source: item.film.source))
            }
        }
    }

    private static func write(_ change: SavedFilmsChange?, as key: String, to json: inout JSONWriter) {
        switch change {
        case .saved(let film):
            json.key(key)
            json.object { $0.member("saved", [film.description]) }
        case .removed(let films):
            json.key(key)
            json.object { $0.member("removed", films.map(\.description)) }
        case nil:
            break
        }
    }
}
