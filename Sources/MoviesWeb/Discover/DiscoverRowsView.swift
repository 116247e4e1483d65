import MoviesPresentation

/// Rows of films that lead somewhere: the home page's (highest rated, a decade, a genre), and the
/// details page's series and films like it.
enum DiscoverRowsView {
    /// A row with a filter ends its heading with "See all", leading to the whole browse.
    static func render(_ rows: [FilmsRow], strings: Strings, headingLevel: Int = 2) -> Markup {
        let sections = rows.filter { !$0.items.isEmpty }.map { row -> Markup in
            let seeAll: Markup? = row.filter.map {
                " <a class=\"see-all\" href=\"\(DiscoverPageView.link($0))\">\(strings.discover.seeAll)</a>"
            }
            let cards = row.items.map { item in
                item.id == row.current
                    ? SearchPageView.card(item, query: "", strings: strings, note: row.currentLabel, isCurrent: true)
                    : SearchPageView.card(item, query: "", strings: strings)
            }
            return """
                <section class="row"><h\(headingLevel)>\(row.title)\(seeAll)</h\(headingLevel)>\
                <ul class="strip">\(cards)</ul></section>
                """
        }
        return Markup(joining: sections)
    }
}
