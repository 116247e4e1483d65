import MoviesPresentation

/// "Previous · 2 / 5 · Next" under a paged list; nothing for a list of one page.
enum PagerView {
    /// `route` is the address of a page by its number.
    static func render(page: Int, totalPages: Int, route: (Int) -> WebRoute, strings: Strings) -> Markup {
        guard totalPages > 1 else { return .empty }
        var links: [Markup] = []
        if page > 1 {
            links.append("<a rel=\"prev\" href=\"\(route(page - 1))\">\(strings.account.previous)</a>")
        }
        links.append("<span>\(page) / \(totalPages)</span>")
        if page < totalPages {
            links.append("<a rel=\"next\" href=\"\(route(page + 1))\">\(strings.account.next)</a>")
        }
        return "<nav class=\"pager\">\(Markup(joining: links, separator: " "))</nav>"
    }
}
