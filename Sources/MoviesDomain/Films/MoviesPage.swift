/// One page of search results.
public struct MoviesPage: Equatable, Sendable {
    /// 1-based.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [Movie]
    /// For a search that found nothing: a near spelling that finds something (`godfater`: `godfather`),
    /// where the source can tell.
    public let suggestedQuery: MovieQuery?
    /// What the films are for when the source read a slip in the query asked (`godfahter`: `godfather`);
    /// nil when they are for the query as typed.
    public let searchedFor: MovieQuery?

    public init(
        page: Int, totalPages: Int, totalResults: Int, movies: [Movie], suggestedQuery: MovieQuery? = nil,
        searchedFor: MovieQuery? = nil
    ) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.suggestedQuery = suggestedQuery
        self.searchedFor = searchedFor
    }

    public var hasMorePages: Bool { page < totalPages }
    public var isEmpty: Bool { movies.isEmpty }
}
