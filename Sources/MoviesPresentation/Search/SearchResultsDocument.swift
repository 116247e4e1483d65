import Foundation
public import MoviesDomain

/// A page of search results as programs read it, the same from every front end, made from the state
/// the list view model settled in. When the source failed and the page is one it kept from before,
/// `notice` says why and when the page was saved.
public struct SearchResultsDocument: JSONDocument {
    public let state: MoviesListState
    public let source: FilmReference.Source
    public let people: [PersonMatch]

    /// The search screen's state as a document: its films and the people its query names.
    public init(state: SearchState, source: FilmReference.Source) {
        self.init(state: state.list, source: source, people: state.people.map(\.match))
    }

    public init(state: MoviesListState, source: FilmReference.Source, people: [PersonMatch] = []) {
        self.state = state
        self.source = source
        self.people = people
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("query", state.query)
            json.resultsPage(state, source: source)
            if let failure = state.failure, let savedAt = state.origin.savedAt {
                json.key("notice")
                json.object { json in
                    json.member("code", failure.code)
                    json.member("message", failure.message)
                    json.member("savedAt", savedAt.formatted(.iso8601))
                }
            }
            // A near spelling that finds films, when this search found none; what the films are for, when
            // the source read a slip in the query.
            json.member("suggestedQuery", state.suggestedQuery)
            json.member("searchedFor", state.searchedFor)
            // The people the query names, when it names any (left out otherwise).
            if !people.isEmpty {
                json.objects("people", people) { json, person in
                    json.member("id", person.id.rawValue)
                    json.member("name", person.name)
                    json.member("knownFor", person.knownFor?.rawValue)
                    json.member("knownForTitles", person.knownForTitles)
                }
            }
        }
    }
}
