public import MoviesDomain

/// What a search box suggests for the words typed so far: films (title, year) and the people the words
/// name, each of which the box opens directly.
public struct SuggestionsState: Sendable {
    public struct Film: Sendable, Equatable {
        public let id: Movie.ID
        public let title: String
        public let year: Int?
    }

    public var query = ""
    public var films: [Film] = []
    public var people: [PersonMatchItem] = []
    /// Whether the words name a person (every word one of a person's names: `kubrick`, `meryl streep`),
    /// so the people come before the films.
    public var peopleFirst = false
    /// What the films are for when the words were read as a slip (`godfahter`: `godfather`).
    public var searchedFor: String?
    public var failure: ScreenFailure?

    public init() {}
}
