import MoviesPresentation

/// "Previous · 2 / 5 · Next" under a paged list; nothing for a list of one page.
enum PagerView {
    /// `base` is the address without its page number (`/saved?page=`).
    static func render(page: Int, totalPages: Int, base: String, strings: Strings) -> String {
        guard totalPages > 1 else { return "" }
        var links: [String] = []
        if page > 1 {
            links.append("<a rel=\"prev\" href=\"\(base)\(page - 1)\">\(HTML.escape(strings.account.previous))</a>")
        }
        links.append("<span>\(page) / \(totalPages)</span>")
        if page < totalPages {
            links.append("<a rel=\"next\" href=\"\(base)\(page + 1)\">\(HTML.escape(strings.account.next))</a>")
        }
        return "<nav class=\"pager\">\(links.joined(separator: " "))</nav>"
    }
}
