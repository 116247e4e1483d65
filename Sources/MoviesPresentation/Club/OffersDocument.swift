import Foundation
import MoviesDomain

/// The watches offered to a member as programs read them (`/api/offers`, `movies offers --json`).
public struct OffersDocument: JSONDocument {
    public let state: TogetherState

    public init(state: TogetherState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("offers", state.rows) { json, row in
                // The id to accept or dismiss it by: the offering member's watch.
                json.member("id", row.offer.id.rawValue)
                json.member("from", row.offer.fromName)
                json.key("film")
                json.object { json in
                    json.member("id", row.offer.film.reference.description)
                    json.member("title", row.offer.film.title)
                    json.member("year", row.offer.film.year)
                    json.member("posterPath", row.offer.film.posterPath)
                }
                json.member("day", row.offer.day?.description)
                json.member("offered", row.offer.offered.formatted(.iso8601))
                json.member("text", row.text)
            }
        }
    }
}
