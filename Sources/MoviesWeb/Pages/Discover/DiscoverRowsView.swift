import MoviesPresentation

/// Rows of films that lead somewhere: the home page's (highest rated, a decade, a genre), and the
/// details page's series and films like it.
enum DiscoverRowsView {
    struct Row {
        let title: String
        /// Where "See all" goes; nil for a row that is all there is.
        let link: String?
        let items: [MoviesListItemViewModel]
    }

    static func render(_ rows: [Row], strings: Strings, headingLevel: Int = 2) -> String {
        rows.filter { !$0.items.isEmpty }.map { row in
            let seeAll =
                row.link.map {
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
