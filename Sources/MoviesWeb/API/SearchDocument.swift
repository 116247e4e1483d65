import MoviesDomain

/// A page of search results as JSON.
struct SearchDocument: Encodable {
    let query: String
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: String
    let results: [MovieDocument]

    init(query: MovieQuery, page: MoviesPage, source: String) {
        self.query = query.text
        self.page = page.page
        totalPages = page.totalPages
        totalResults = page.totalResults
        self.source = source
        results = page.movies.map(MovieDocument.init(movie:))
    }
}
