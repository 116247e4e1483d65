import MoviesPresentation

/// "Previous · 2 / 5 · Next" under a paged list; nothing for a list of one page.
enum PagerView {
    /// `base` is the address without its page number (`/saved?page=`).
    static func render(page: Int, totalPages: Int, base: String, strings: Strings) -> Markup {
        guard totalPages > 1 else { return .empty }
        var links: [Markup] = []
        if page > 1 {
            links.append("<a rel=\"prev\" href=\"\(base)\(page - 1)\">\(strings.account.previous)</a>")
        }
        links.append("<span>\(page) / \(totalPages)</span>")
        if page < totalPages {
            links.append("<a rel=\"next\" href=\"\(base)\(page + 1)\">\(strings.account.next)</a>")
        }
        return "<nav class=\"pager\">\(Markup(joining: links, separator: " "))</nav>"
    }
}
