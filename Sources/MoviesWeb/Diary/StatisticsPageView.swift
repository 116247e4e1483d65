import MoviesDomain
import MoviesPresentation

/// `/stats`: the member's statistics for all time or a year in review: the headline, the charts, the people
/// watched most (linked to their pages) and the highest rated films.
enum StatisticsPageView {
    static func render(_ state: StatisticsState, visit: PageVisit) -> Markup {
        let words = visit.strings.diary
        let title = state.ownerName.map(words.statisticsOf) ?? words.statistics
        var html: Markup = "<div class=\"heading\"><h1>\(title)</h1></div>" + years(state, visit: visit)
        html += "<h2 class=\"period\">\(state.title)</h2>"
        guard !state.isEmpty else { return html + "<p class=\"empty\">\(words.noStatistics)</p>" }
        if let owner = state.ownerName ?? visit.user?.name.text, let year = state.year {
            html += "<p><a href=\"\(WebRoute.memberStatisticsCard(owner, year: year))\">\(words.yearCard)</a></p>"
        }
        html += "<ul class=\"headline\">"
        for line in state.headline { html += "<li>\(line)</li>" }
        html += "</ul><div class=\"charts\">"
        for chart in state.charts where !chart.bars.isEmpty { html += BarChartView.render(chart) }
        html += "</div><div class=\"people\">"
        for (title, people) in [(words.directors, state.directors), (words.actors, state.actors)] where !people.isEmpty
        {
            html += "<section><h2>\(title)</h2><ol>"
            for person in people {
                let name: Markup =
                    person.page.map { "<a href=\"\(WebRoute.person($0))\">\(person.name)</a>" } ?? "\(person.name)"
                html += "<li>\(name) <span class=\"muted\">\(person.films)</span></li>"
            }
            html += "</ol></section>"
        }
        if !state.watchedWith.isEmpty {
            html += "<section><h2>\(state.watchedWithHeading)</h2><ol>"
            for companion in state.watchedWith {
                html += """
                    <li><a href="\(WebRoute.member(companion.name))">\(companion.name)</a> \
                    <span class="muted">\(companion.watchesText)</span></li>
                    """
            }
            html += "</ol></section>"
        }
        html += "</div>"
        if !state.highestRated.isEmpty {
            html += "<section><h2>\(words.highestRated)</h2><ol class=\"rated\">"
            for film in state.highestRated {
                let title: Markup =
                    film.reference.source == visit.source
                    ? "<a href=\"\(WebRoute.film(film.reference.movieID))\">\(film.title)</a>" : "\(film.title)"
                let year: Markup = film.year.map { " <span class=\"muted\">\($0)</span>" } ?? .empty
                html += """
                    <li>\(PosterView.image(path: film.posterPath, alt: "", widths: [92], sizes: "3rem"))\
                    <span>\(title)\(year)<br>\
                    <span class="stars" role="img" aria-label="\(visit.strings.ratingOutOfTen(String(film.rating)))">\
                    \(film.stars)</span></span></li>
                    """
            }
            html += "</ol></section>"
        }
        return html
    }

    /// All time, then each year with watches: links, the one shown marked.
    private static func years(_ state: StatisticsState, visit: PageVisit) -> Markup {
        let words = visit.strings.diary
        let choices: [(Int?, String)] = [(nil, words.allTime)] + state.years.map { ($0, String($0)) }
        var html: Markup = "<nav class=\"years\" aria-label=\"\(words.statistics)\">"
        for (year, label) in choices {
            let current: Markup = year == state.year ? " aria-current=\"page\"" : .empty
            let route: WebRoute =
                state.ownerName.map { .memberStatistics($0, year: year) } ?? .statistics(year: year)
            html += "<a href=\"\(route)\"\(current)>\(label)</a>"
        }
        return html + "</nav>"
    }
}
