import MoviesPresentation

/// Rows of films that lead somewhere: the home page's (highest rated, a decade, a genre), and the
/// details page's series and films like it.
enum DiscoverRowsView {
    /// A row with a filter ends its heading with "See all", leading to the whole browse.
    static func render(_ rows: [FilmsRow], strings: Strings, headingLevel: Int = 2) -> String {
        rows.filter { !$0.items.isEmpty }.map { row in
            let seeAll =
                row.filter.map { DiscoverPageView.link($0) }.map {
                    " <a class=\"see-all\" href=\"\(HTML.escape($0))\">\(HTML.escape(strings.discover.seeAll))</a>"
                } ?? ""
            let cards = row.items.map { SearchPageView.card($0, query: "", strings: strings) }.joined()
            return """
                <section class="row"><h\(headingLevel)>\(HTML.escape(row.title))\(seeAll)</h\(headingLevel)>\
                <ul class="strip">\(cards)</ul></section>
                """
        }.joined()
    }
}
