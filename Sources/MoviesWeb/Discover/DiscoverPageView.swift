import Foundation
import MoviesDomain
import MoviesPresentation

/// The browse page's HTML: the filter as a form that works without the script, then the films in the
/// search page's list (same ids, so the script grows it the same way).
enum DiscoverPageView {
    static let decades = Array(stride(from: 2010, through: 1920, by: -10))

    /// `lists`: the signed-in member's, for each card's menu that puts its film in one.
    static func render(_ screen: DiscoverState, lists: [ListRow] = [], visit: PageVisit) -> Markup {
        let (filter, state, genres, strings) = (screen.filter, screen.list, screen.genres, visit.strings)
        let saveToggle = SaveToggleView.toggles(screen.marks, lists: lists, visit: visit)
        let words = strings.discover
        var html: Markup = """
            <h1>\(words.browse)</h1><a class="skip-to-films" href="#summary">\(words.skipToFilms)</a>\
            \(form(filter, genres: genres, strings: strings))\(decadeChips(filter, strings: strings))
            """
        if let failure = state.failure {
            html += "<div class=\"error\" id=\"error\" role=\"alert\"><p>\(failure.message)</p></div>"
        }
        guard let filter, state.failure == nil || !state.items.isEmpty else { return html }
        if state.items.isEmpty {
            return html + "<div class=\"empty\" id=\"empty\"><p>\(words.noMatches)</p></div>"
        }
        return html
            + SearchPageView.results(
                state, query: "", nextLink: link(filter, page: state.currentPage + 1),
                previousLink: link(filter, page: state.firstPage - 1), strings: strings, saveToggle: saveToggle)
    }

    /// `/discover?genre=drama&from=1970&to=1979&sort=rating&page=2`: the filter as an address.
    static func link(_ filter: DiscoverFilter, page: Int = 1) -> WebRoute {
        .discover(filter, page: page)
    }

    private static func form(_ filter: DiscoverFilter?, genres: [Genre], strings: Strings) -> Markup {
        let words = strings.discover
        let chosen = Set(filter?.genres ?? [])
        // In the order of their names in the page's language, accents aside (Bélica before Biografía).
        let chips = genres.sorted {
            words.genreName($0).folding(options: .diacriticInsensitive, locale: nil)
                < words.genreName($1).folding(options: .diacriticInsensitive, locale: nil)
        }.map { genre -> Markup in
            """
            <label class="chip"><input type="checkbox" name="genre" value="\(genre.rawValue)"\
            \(chosen.contains(genre) ? " checked" : "")> \(words.genreName(genre))</label>
            """
        }
        let sorts = DiscoverSort.allCases.map { sort in
            option(sort.rawValue, words.sortName(sort), selected: (filter?.sort ?? .popularity) == sort)
        }
        let ratings =
            [option("", words.anyRating, selected: filter?.minimumRating == nil)]
            + [5, 6, 7, 8, 9].map { option("\($0)", "★ \($0)+", selected: filter?.minimumRating == Double($0)) }
        return """
            <form class="filters" action="\(WebRoute.discover(nil))" method="get">
            <fieldset class="genres"><legend>\(words.genre) <span class="muted">(\(words.everyGenre))</span></legend>\
            \(chips)</fieldset>
            <div class="fields">
            <label>\(words.fromYear) <input type="number" name="from" min="1870" max="2100" \
            inputmode="numeric" value="\(filter?.years.map { String($0.lowerBound) } ?? "")"></label>
            <label>\(words.toYear) <input type="number" name="to" min="1870" max="2100" \
            inputmode="numeric" value="\(filter?.years.map { String($0.upperBound) } ?? "")"></label>
            <label>\(words.minimumRating) <select name="minRating">\(ratings)</select></label>
            <label>\(words.sortBy) <select name="sort" data-default="\(DiscoverSort.popularity.rawValue)">\(sorts)</select></label>
            <label>\(strings.searchLabel) <input type="search" name="q" maxlength="200" \
            value="\(filter?.query?.text ?? "")"></label>
            <button type="submit">\(words.showFilms)</button>\
            \(filter == nil ? Markup.empty : "<a class=\"clear-filters\" href=\"\(WebRoute.discover(nil))\">\(words.clearFilters)</a>")
            </div></form>
            """
    }

    /// The decades as chips, as the home page's rows are: each keeps the rest of the filter; the one chosen
    /// is marked and leads back to any decade.
    private static func decadeChips(_ filter: DiscoverFilter?, strings: Strings) -> Markup {
        let words = strings.discover
        let links = decades.reversed().compactMap { start -> Markup? in
            let years = start...(start + 9)
            let chosen = filter?.years == years
            guard
                let target = try? DiscoverFilter(
                    genres: filter?.genres ?? [], years: chosen ? nil : years,
                    minimumRating: filter?.minimumRating, sort: filter?.sort ?? .popularity, query: filter?.query)
            else { return nil }
            return """
                <a class="chip" href="\(link(target))"\(chosen ? " aria-current=\"true\"" as Markup : .empty)>\
                \(words.decadeName(start))</a>
                """
        }
        return
            "<nav class=\"decade-chips\" aria-label=\"\(words.decade)\">\(Markup(joining: links, separator: " "))</nav>"
    }

    private static func option(_ value: String, _ label: String, selected: Bool) -> Markup {
        "<option value=\"\(value)\"\(selected ? " selected" : "")>\(label)</option>"
    }
}
