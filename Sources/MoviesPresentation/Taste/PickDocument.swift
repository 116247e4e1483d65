import Foundation
import MoviesDomain

/// Tonight's pick as programs read it (`/api/pick`, `movies pick --json`).
public struct PickDocument: JSONDocument {
    public let state: PickState

    public init(state: PickState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("members", state.members.map(\.name.text))
            json.member("friends", state.friends.map(\.value))
            if let filter = state.pick?.filter {
                json.member("under", filter.maxRuntime)
                json.member("genres", filter.genres.map(\.rawValue).sorted())
                json.member("decades", filter.decades.sorted())
            }
            json.objects("films", state.rows) { json, row in
                json.member("id", row.reference.description)
                json.member("title", row.title)
                json.member("year", row.year)
                json.member("runtime", row.runtime)
                json.member("posterPath", row.posterPath)
                // The rating of the member likely least happy with it, 1 to 10, one decimal.
                json.member("least", (row.film.least * 10).rounded() / 10)
                // Each member's outlook, in the order of `members`: the rating likely and why; nothing of a
                // member whose diary is private.
                let outlooks = zip(state.members, zip(row.film.likely, row.outlooks))
                json.objects("members", Array(outlooks)) { json, outlook in
                    let (member, (likely, words)) = outlook
                    json.member("name", member.name.text)
                    guard let likely else {
                        json.member("private", true)
                        json.member("reasons", [String]())
                        json.reasons("why", [])
                        return
                    }
                    json.member("predicted", (likely.predicted * 10).rounded() / 10)
                    json.member("reasons", words.reasons)
                    json.reasons("why", likely.reasons)
                    // The member's own average, as the pick measures their outlook from it.
                    json.member("average", (likely.average * 10).rounded() / 10)
                }
            }
        }
    }
}
