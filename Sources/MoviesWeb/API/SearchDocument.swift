import Foundation
import MoviesDomain

/// A page of search results as JSON. When the source failed and the page is one it kept from before,
/// `notice` says why and when the page was saved.
struct SearchDocument: JSONDocument {
    struct Notice {
        let code: String
        let message: String
        let savedAt: Date
    }

    let query: String
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: String
    let results: [MovieDocument]
    let notice: Notice?

    init(query: MovieQuery, page: MoviesPage, source: String, notice: Notice? = nil) {
        self.query = query.text
        self.page = page.page
        totalPages = page.totalPages
        totalResults = page.totalResults
        self.source = source
        results = page.movies.map(MovieDocument.init(movie:))
        self.notice = notice
    }

    func write(to json: inout JSONWriter) {
        json.object { json in
            if let notice {
                json.key("notice")
                json.object { json in
                    json.member("code", notice.code)
                    json.member("message", notice.message)
                    json.member("savedAt", notice.savedAt.formatted(.iso8601))
                }
            }
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
