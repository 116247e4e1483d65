public import MoviesDomain

/// `GET /api/suggest`: the films and people a search box suggests for the words typed.
public struct SuggestionsDocument: JSONDocument, Sendable {
    public let state: SuggestionsState
    /// Whose films these are: their ids say so (`catalog:42198`).
    public let source: FilmReference.Source

    public init(state: SuggestionsState, source: FilmReference.Source) {
        self.state = state
        self.source = source
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("query", state.query)
            json.member("searchedFor", state.searchedFor)
            // Whether the words name a person: a box shows the people first.
            json.member("peopleFirst", state.peopleFirst)
            json.objects("films", state.films) { json, film in
                json.member("id", FilmReference(source: source, movieID: film.id).description)
                json.member("title", film.title)
                json.member("year", film.year)
            }
            json.objects("people", state.people) { json, person in
                json.member("id", person.id.rawValue)
                json.member("name", person.name)
                json.member("knownFor", person.subtitle)
            }
        }
    }
}
