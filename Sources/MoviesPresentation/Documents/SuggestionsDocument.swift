import MoviesDomain

/// `GET /api/suggest`: the films and people a search box suggests for the words typed.
public struct SuggestionsDocument: JSONDocument, Sendable {
    public let state: SuggestionsState

    public init(state: SuggestionsState) {
        self.state = state
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("query", state.query)
            json.member("searchedFor", state.searchedFor)
            // Whether the words name a person: a box shows the people first.
            json.member("peopleFirst", state.peopleFirst)
            json.objects("films", state.films) { json, film in
                json.member("id", film.id.rawValue)
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
