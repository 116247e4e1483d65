import Foundation
import MoviesDomain

/// A list as programs read it (`movies list NAME --json`, and the lists API): its details and a page of
/// its films in their places.
public struct ListDocument: JSONDocument {
    public let state: ListState

    public init(state: ListState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            guard let list = state.list else { return }
            json.member("id", list.id.rawValue)
            json.member("title", list.details.title)
            json.member("description", list.details.description)
            json.member("ranked", list.details.isRanked)
            json.member("public", list.details.isPublic)
            json.member("slug", list.slug)
            json.member("own", state.isOwner)
            json.member("films", list.filmCount)
            // How many of them the member asking has watched; left out for a visitor.
            json.member("watched", state.watched)
            json.member("created", list.created.formatted(.iso8601))
            json.member("updated", list.updated.formatted(.iso8601))
            json.member("page", state.page)
            json.member("totalPages", state.totalPages)
            json.member("notice", state.notice)
            if let added = state.added { json.object("added") { Self.write(added, to: &$0) } }
            json.objects("entries", state.entries) { json, entry in Self.write(entry, to: &json) }
        }
    }

    static func write(_ entry: ListEntryRow, to json: inout JSONWriter) {
        json.member("position", entry.position)
        json.member("id", entry.film.description)
        json.member("title", entry.title)
        json.member("year", entry.year)
        json.member("posterPath", entry.posterPath)
        json.member("note", entry.note)
    }
}
