import MoviesDomain

/// A page of search results as JSON.
struct SearchDocument: JSONDocument {
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

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("page", page)
            json.member("query", query)
            json.key("results")
            json.array(results) { $1.write(to: &$0) }
            json.member("source", source)
            json.member("totalPages", totalPages)
            json.member("totalResults", totalResults)
        }
    }
}
