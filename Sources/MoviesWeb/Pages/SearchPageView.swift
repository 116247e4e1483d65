import MoviesDomain
import MoviesPresentation

/// The search page's HTML, from the list view model's state. The script (`/static/app.js`) finds its
/// parts by id: the box and its suggestions, the loading line, the results and the next-page link.
enum SearchPageView {
    static func render(state: MoviesListState, suggestions: [String], strings: Strings) -> String {
        var html = """
            <form class="search" id="search" action="/" method="get" role="search">
            <label for="q" class="visually-hidden">\(HTML.escape(strings.searchLabel))</label>
            <div class="box"><input id="q" name="q" type="search" value="\(HTML.escape(state.query))" \
            placeholder="\(HTML.escape(strings.searchPlaceholder))" autocomplete="off" maxlength="200" \
            aria-controls="suggestions" aria-expanded="false"\(state.query.isEmpty ? " autofocus" : "")>
            <ul id="suggestions" class="suggest" aria-label="\(HTML.escape(strings.recentSearches))" hidden></ul></div>
            <button type="submit">\(HTML.escape(strings.searchButton))</button>
            </form>
            <p id="loading" class="loading" role="status" hidden>\(HTML.escape(strings.loading))</p>
            """
        if !suggestions.isEmpty {
            html += "<h2 class=\"muted\">\(HTML.escape(strings.recentSearches))</h2><ul class=\"recent\">"
            for query in suggestions {
                html += "<li><a href=\"/?q=\(HTML.queryComponent(query))\">\(HTML.escape(query))</a></li>"
            }
            html += "</ul>"
        }
        if let savedAt = state.origin.savedAt {
            html += "<p class=\"notice\">\(HTML.escape(strings.cachedResults(Age(since: savedAt))))</p>"
        }
        if let failure = state.failure {
            html += "<div class=\"error\" id=\"error\" role=\"alert\"><p>\(HTML.escape(failure.message))</p>"
            if !state.query.isEmpty, failure.kind == .unavailable || !state.items.isEmpty {
                html += "<a class=\"button\" href=\"\(pageLink(state.query, page: max(state.currentPage, 1)))\">"
                html += "\(HTML.escape(strings.tryAgain))</a>"
            } else if !state.query.isEmpty, state.items.isEmpty, failure.kind == .invalidInput {
                // A page that does not exist: the search itself is fine, from its first page.
                html +=
                    "<a class=\"button\" href=\"\(pageLink(state.query, page: 1))\">\(HTML.escape(strings.firstPage))</a>"
            }
            html += "</div>"
        }
        if state.isEmpty {
            html += "<p class=\"empty\" id=\"empty\">\(HTML.escape(strings.noResults(state.query)))</p>"
        }
        guard !state.items.isEmpty else { return html }
        let summary = strings.resultsSummary(state.totalResults, state.currentPage, state.totalPages)
        html += "<p class=\"summary\">\(HTML.escape(summary))</p><ul class=\"grid\" id=\"results\">"
        for item in state.items {
            html += card(item, query: state.query, strings: strings)
        }
        html += "</ul>"
        if state.hasMorePages {
            html += """
                <p class="more" id="more"><a class="button" rel="next" \
                href="\(pageLink(state.query, page: state.currentPage + 1))">\(HTML.escape(strings.nextPage))</a></p>
                """
        }
        return html
    }

    private static func pageLink(_ query: String, page: Int) -> String {
        "/?q=\(HTML.queryComponent(query))" + (page > 1 ? "&amp;page=\(page)" : "")
    }

    private static func card(_ item: MoviesListItemViewModel, query: String, strings: Strings) -> String {
        let href = "/movies/\(HTML.queryComponent(item.id.rawValue))?q=\(HTML.queryComponent(query))"
        let meta = [item.year.map(String.init), item.ratingText.map { "★ \($0)" }].compactMap { $0 }.joined(
            separator: " · ")
        let poster = PosterView.image(
            path: item.posterPath, alt: strings.posterAlt(item.title), widths: [185, 342],
            sizes: "(max-width: 40rem) 45vw, 12rem")
        return """
            <li class="card"><a href="\(href)">\(poster)\
            <span class="text"><span class="title">\(HTML.escape(item.title))</span>\
            <span class="muted">\(HTML.escape(meta))</span></span></a></li>
            """
    }
}
