import Foundation
import MoviesDomain

/// For you as programs read it (`/api/for-you`, `movies for-you --json`).
public struct ForYouDocument: JSONDocument {
    public let state: ForYouState

    public init(state: ForYouState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("personal", state.forYou?.isPersonal ?? false)
            json.member("rated", state.forYou?.rated ?? 0)
            // Ratings still needed before the films are the member's own; 0 once they are.
            json.member("ratingsNeeded", state.forYou?.ratingsNeeded ?? 0)
            json.member("intro", state.intro)
            json.objects("films", state.rows) { json, row in
                json.member("id", row.film.description)
                json.member("title", row.title)
                json.member("year", row.year)
                json.member("posterPath", row.posterPath)
                json.member("runtime", row.recommendation.movie.runtime)
                // The rating likely, 1 to 10, one decimal; for a film critics love, their average.
                json.member("predicted", (row.recommendation.predicted * 10).rounded() / 10)
                json.member("reasons", row.reasons)
                json.reasons("why", row.recommendation.reasons)
            }
        }
    }
}
