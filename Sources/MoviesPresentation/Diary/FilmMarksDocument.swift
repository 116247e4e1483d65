import MoviesDomain

/// The member's marks on the films a program asked about (`/api/marks`), in the order asked.
public struct FilmMarksDocument: JSONDocument {
    public let state: FilmMarksState

    public init(state: FilmMarksState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("films", state.films) { json, film in
                let mark = state.mark(of: film)
                json.member("id", film.description)
                json.member("saved", mark.saved)
                json.member("watched", mark.watched)
                // The member's one rating of the film, 1 to 10; left out when not rated.
                json.member("rating", mark.rating)
            }
        }
    }
}
