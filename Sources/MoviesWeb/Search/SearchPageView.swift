import Foundation
import MoviesDomain
import MoviesPresentation

/// The search page's HTML, from the list view model's state. The script (`/static/app.js`) finds its
/// parts by id: the box and its suggestions, the loading line, the summary, the results and the
/// next-page link.
enum SearchPageView {
    /// The home page's box, with the visitor's recent searches under it (each with a button that clears
    /// it, and one that clears all) and what the catalog holds.
    static func home(_ home: HomeState, visit: PageVisit) -> Markup {
        let (suggestions, strings) = (home.recentSearches, visit.strings)
        // A member's own films lead their page; a visitor is told what Movies is.
        var html = home.yourFilms == nil ? "<p class=\"intro\">\(strings.homeIntro)</p>" : Markup.empty
        html += form(query: "", strings: strings)
        if let yours = home.yourFilms { html += YourFilmsView.render(yours, visit: visit) }
        if let note = home.coverageNote { html += "<p class=\"muted coverage\">\(note)</p>" }
        if !suggestions.isEmpty {
            html += "<h2 class=\"muted\">\(strings.recentSearches)</h2><ul class=\"recent\">"
            for query in suggestions {
                html += """
                    <li><a href="\(WebRoute.search(query))">\(query)</a>\
                    <form method="post" action="\(WebRoute.recentChange(.remove))">\(visit.tokenField)\
                    <input type="hidden" name="q" value="\(query)">\
                    <button type="submit" class="remove" aria-label="\(strings.removeRecentSearch(query))">×</button></form></li>
                    """
            }
            html += """
                </ul><form method="post" action="\(WebRoute.recentChange(.clear))" class="clear-recent">\(visit.tokenField)\
                <button type="submit" class="link">\(strings.clearRecentSearches)</button></form>
                """
        }
        return html
    }

    /// The search screen: the box, a notice or failure, the people the query names, then the films, each
    /// with its Save / Saved button.
    /// `lists`: the signed-in member's, for each card's menu that puts its film in one.
    static func render(_ screen: SearchState, lists: [ListRow] = [], visit: PageVisit) -> Markup {
        let (state, strings) = (screen.list, visit.strings)
        let coverage = screen.coverageNote
        let people = PersonPageView.matches(screen.people, strings: strings)
        let saveToggle = SaveToggleView.toggles(screen.marks, lists: lists, visit: visit)
        var html = form(query: state.query, strings: strings)
        if let meant = state.searchedFor {
            let sentence = filling(strings.showingFilmsFor, with: "<strong>\(meant)</strong>")
            html += "<p class=\"notice\" id=\"searched-for\">\(sentence)</p>"
        }
        if let savedAt = state.origin.savedAt {
            html += "<p class=\"notice\">\(strings.cachedResults(Age(since: savedAt)))</p>"
        }
        if let failure = state.failure {
            html += "<div class=\"error\" id=\"error\" role=\"alert\"><p>\(failure.message)</p>"
            if !state.query.isEmpty, failure.kind == .unavailable || !state.items.isEmpty {
                html += "<a class=\"button\" href=\"\(WebRoute.search(state.query, page: max(state.currentPage, 1)))\">"
                html += "\(strings.tryAgain)</a>"
            } else if !state.query.isEmpty, state.items.isEmpty, failure.kind == .invalidInput {
                // A page that does not exist: the search itself is fine, from its first page.
                html +=
                    "<a class=\"button\" href=\"\(WebRoute.search(state.query))\">\(strings.firstPage)</a>"
            }
            html += "</div>"
        }
        html += people
        if state.isEmpty, people.isEmpty || state.failure == nil {
            html += empty(state, coverage: coverage, strings: strings)
        }
        guard !state.items.isEmpty else { return html }
        let (next, previous) = (
            WebRoute.search(state.query, page: state.currentPage + 1),
            WebRoute.search(state.query, page: state.firstPage - 1)
        )
        return html
            + results(
                state, query: state.query, nextLink: next, previousLink: previous, strings: strings,
                saveToggle: saveToggle)
    }

    /// The summary, the grid of cards and the next-page link (`nextLink`): what the script finds
    /// by id to grow the list, on the search and the browse pages alike.
    static func results(
        _ state: MoviesListState, query: String, nextLink: WebRoute, previousLink: WebRoute, strings: Strings,
        saveToggle: (Movie.ID) -> Markup
    ) -> Markup {
        var html = Markup.empty
        if state.firstPage > 1 {
            // A page asked for alone (no script, or a link): the way to the one before, and where this is.
            html += """
                <p class="pages"><a class="button secondary" rel="prev" href="\(previousLink)">\(strings.previousPage)</a> \
                <span>\(strings.pageOf(state.firstPage, state.totalPages))</span></p>
                """
        }
        html += """
            <p class="summary" id="summary" data-template="\(strings.resultsShownTemplate)" \
            data-total="\(strings.number(state.totalResults))">\(shown(state, strings: strings))</p>\
            <ul class="grid" id="results">
            """
        for item in state.items {
            html += card(item, query: query, strings: strings, toggle: saveToggle(item.id))
        }
        html += "</ul>"
        if state.hasMorePages, state.currentPage >= PageNumber.maximum {
            // No link to a page that cannot be shown: how to see the rest instead.
            html += "<p class=\"more muted\" id=\"narrow\">\(strings.discover.narrowToSeeMore)</p>"
        } else if state.hasMorePages {
            html += """
                <p class="more" id="more"><a class="button" rel="next" data-page="\(state.currentPage + 1)" \
                href="\(nextLink)">\(strings.nextPage)</a></p>
                """
        }
        return html
    }

    /// The box is a combobox whose listbox the script fills with recent searches.
    private static func form(query: String, strings: Strings) -> Markup {
        """
        <h1 class="visually-hidden">\(strings.searchLabel)</h1>
        <form class="search" id="search" action="\(WebRoute.search(nil))" method="get" role="search">
        <label for="q" class="visually-hidden">\(strings.searchLabel)</label>
        <div class="box"><input id="q" name="q" type="search" value="\(query)" \
        placeholder="\(strings.searchPlaceholder)" autocomplete="off" maxlength="200" role="combobox" \
        aria-autocomplete="list" aria-controls="suggestions" aria-expanded="false"\(query.isEmpty ? " autofocus" : "")>
        <ul id="suggestions" class="suggest" role="listbox" aria-label="\(strings.recentSearches)" hidden>\
        </ul></div>
        <button type="submit">\(strings.searchButton)</button>
        </form>
        <p id="loading" class="loading" role="status" hidden>\(strings.loading)</p>
        """
    }

    /// Nothing found: what the source covers, and a near spelling that finds something.
    private static func empty(_ state: MoviesListState, coverage: String?, strings: Strings) -> Markup {
        var html: Markup = "<div class=\"empty\" id=\"empty\"><p>\(strings.noResults(state.query))</p>"
        if let suggestion = state.suggestedQuery {
            let link: Markup = "<a id=\"suggestion\" href=\"\(WebRoute.search(suggestion))\">\(suggestion)</a>"
            html += "<p>\(filling(strings.didYouMean, with: link))</p>"
        }
        if let coverage { html += "<p class=\"muted\">\(coverage)</p>" }
        html += "<p><a class=\"button secondary\" href=\"\(WebRoute.discover(nil))\">\(strings.discover.browse)</a></p>"
        // A film the source lacks can be added, its title as searched.
        let notHere = AddFilmStrings.of(strings.language).notHere(state.query)
        html += "<p><a id=\"add-film\" href=\"\(WebRoute.addFilm(title: state.query))\">\(notHere)</a></p>"
        return html + "</div>"
    }

    /// "Showing 40 of 278" from the first page; "Showing 21–40 of 278" for a page asked for alone.
    private static func shown(_ state: MoviesListState, strings: Strings) -> String {
        guard state.firstPage > 1, !state.items.isEmpty else {
            return strings.resultsShown(state.items.count, state.totalResults)
        }
        let first = (state.firstPage - 1) * MoviesListState.pageSize + 1
        return strings.resultsRange(first, first + state.items.count - 1, state.totalResults)
    }

    /// A sentence of the page's language with its `{query}` standing for `query`, the words escaped.
    private static func filling(_ template: String, with query: Markup) -> Markup {
        let words = template.components(separatedBy: "{query}").map { (part: String) -> Markup in "\(part)" }
        return Markup(joining: words, separator: query)
    }

    /// A card names the film in its link; the poster beside it is decoration (its alt would repeat the title).
    /// `note` is a last line under the rating (a person's part in the film, on their page).
    static func card(
        _ item: MoviesListItemViewModel, query: String, strings: Strings, toggle: Markup = .empty, note: String? = nil,
        isCurrent: Bool = false
    ) -> Markup {
        let poster = PosterView.image(
            path: item.posterPath, alt: "", widths: [185, 342], sizes: "(max-width: 40rem) 45vw, 12rem")
        let rating: Markup =
            if let text = item.ratingText {
                "<span aria-hidden=\"true\">★ \(text)</span><span class=\"visually-hidden\">\(item.ratingAccessibleText)</span>"
            } else {
                "\(strings.noRating)"
            }
        let year = item.year.map { "\($0) · " } ?? ""
        let noted: Markup? = note.map { "<span class=\"roles\">\($0)</span>" }
        return """
            <li class="card\(isCurrent ? " current" : "")"><a href="\(WebRoute.film(item.id, query: query))"\
            \(isCurrent ? " aria-current=\"page\"" as Markup : .empty)>\(poster)\
            <span class="text"><span class="title">\(item.title)</span>\
            <span class="byline">\(item.creditsText)</span>\
            <span class="muted">\(year)\(rating)</span>\(noted)</span></a>\(toggle)</li>
            """
    }
}
