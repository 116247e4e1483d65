import MoviesDomain
import MoviesPresentation

/// The search page's HTML, from the list view model's state.
enum SearchPageView {
    static func render(state: MoviesListState, suggestions: [String]) -> String {
        var html = """
            <form class="search" action="/" method="get" role="search">
            <label for="q" class="muted">Search films</label>
            <input id="q" name="q" type="search" value="\(HTML.escape(state.query))" placeholder="Search films by title" \
            autocomplete="off" maxlength="200" autofocus>
            <button type="submit">Search</button>
            </form>
            """
        if !suggestions.isEmpty {
            html += "<h2 class=\"muted\">Recent searches</h2><ul class=\"suggestions\">"
            for query in suggestions {
                html += "<li><a href=\"/?q=\(HTML.queryComponent(query))\">\(HTML.escape(query))</a></li>"
            }
            html += "</ul>"
        }
        if let message = state.errorMessage {
            html += "<div class=\"error\" role=\"alert\"><p>\(HTML.escape(message))</p>"
            if !state.query.isEmpty {
                html += "<a class=\"button\" href=\"/?q=\(HTML.queryComponent(state.query))\">Try again</a>"
            }
            html += "</div>"
        }
        if state.isEmpty {
            html += "<p class=\"empty\">No films match \u{201C}\(HTML.escape(state.query))\u{201D}.</p>"
        }
        guard !state.items.isEmpty else { return html }
        html +=
            "<p class=\"summary\">\(state.totalResults) results · page \(state.currentPage) of \(state.totalPages)</p>"
        html += "<ul class=\"grid\" id=\"results\">"
        for item in state.items {
            html += card(item, query: state.query)
        }
        html += "</ul>"
        if state.hasMorePages {
            html += """
                <p class="more"><a class="button" rel="next" \
                href="/?q=\(HTML.queryComponent(state.query))&amp;page=\(state.currentPage + 1)">Next page</a></p>
                """
        }
        return html
    }

    private static func card(_ item: MoviesListItemViewModel, query: String) -> String {
        let href = "/movies/\(HTML.queryComponent(item.id.rawValue))?q=\(HTML.queryComponent(query))"
        let meta = [item.year.map(String.init), item.ratingText.map { "★ \($0)" }].compactMap { $0 }.joined(
            separator: " · ")
        return """
            <li class="card"><a href="\(href)">\(PosterView.image(path: item.posterPath, title: item.title, widths: [185, 342], sizes: "(max-width: 40rem) 45vw, 12rem"))\
            <span class="text"><span class="title">\(HTML.escape(item.title))</span>\
            <span class="muted">\(HTML.escape(meta))</span></span></a></li>
            """
    }
}
