import Foundation
public import MoviesDomain

/// A page of search results as programs read it, the same from every front end, made from the state
/// the list view model settled in. When the source failed and the page is one it kept from before,
/// `notice` says why and when the page was saved.
public struct SearchResultsDocument: Equatable, Sendable {
    public struct Notice: Equatable, Sendable {
        public let code: String
        public let message: String
        /// ISO 8601.
        public let savedAt: String
    }

    public let query: String
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    /// `catalog` or `TMDB`.
    public let source: String
    public let results: [MovieDocument]
    public let notice: Notice?
    /// A near spelling that finds films, when this search found none.
    public let suggestedQuery: String?
    /// What the films are for, when the source read a slip in the query.
    public let searchedFor: String?
    /// The people the query names, when it names any (left out otherwise).
    public let people: [PersonMatchDocument]?

    /// The search screen's state as a document: its films and the people its query names.
    public init(state: SearchState, source: String) {
        self.init(state: state.list, source: source, people: state.people.map(\.match))
    }

    public init(state: MoviesListState, source: String, people: [PersonMatch] = []) {
        query = state.query
        page = max(state.currentPage, 1)
        totalPages = state.totalPages
        totalResults = state.totalResults
        self.source = source
        results = state.items.map { MovieDocument(movie: $0.movie) }
        if let failure = state.failure, let savedAt = state.origin.savedAt {
            notice = Notice(code: failure.code, message: failure.message, savedAt: savedAt.formatted(.iso8601))
        } else {
            notice = nil
        }
        suggestedQuery = state.suggestedQuery
        searchedFor = state.searchedFor
        self.people = people.isEmpty ? nil : people.map(PersonMatchDocument.init(match:))
    }
}
