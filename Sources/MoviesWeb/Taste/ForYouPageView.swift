import MoviesDomain
import MoviesPresentation

/// `/for-you`: each film with its poster, the rating likely, why, and a "Not interested" form; what the list
/// is made from over it, and what the last change did (with its undo).
enum ForYouPageView {
    static func render(_ state: ForYouState, visit: PageVisit) -> Markup {
        let words = visit.strings.forYou
        var html: Markup = """
            <div class="heading"><h1>\(state.heading)</h1></div><p>\(state.intro)</p>\
            <p><a href="\(WebRoute.pick())">\(visit.strings.pick.invitation)</a></p>
            """
        if let notice = state.notice {
            html += "<p class=\"notice\" role=\"status\">\(notice)"
            if let film = state.changed {
                html += """
                     <form class="inline" method="post" action="\(WebRoute.forYouChange(.undo))">\(visit.tokenField)\
                    <input type="hidden" name="film" value="\(film.description)">\
                    <button type="submit" class="link">\(words.undo)</button></form>
                    """
            }
            html += "</p>"
        }
        guard !state.rows.isEmpty else { return html + "<p class=\"muted\">\(state.emptyText)</p>" }
        html += "<ol class=\"for-you\">"
        for row in state.rows {
            let title: Markup =
                row.film.source == visit.source
                ? "<a href=\"\(WebRoute.film(row.film.movieID))\">\(row.title)</a>" : "\(row.title)"
            let year: Markup = row.year.map { " <span class=\"muted\">\($0)</span>" } ?? .empty
            let likely: Markup = row.likelyText.map { "<p class=\"likely\">\($0)</p>" } ?? .empty
            let reasons = row.reasons.reduce(Markup.empty) { $0 + "<li>\($1)</li>" }
            html += """
                <li>\(PosterView.image(path: row.posterPath, alt: "", widths: [92, 185], sizes: "5rem"))\
                <div><h2>\(title)\(year)</h2>\(likely)<ul class="reasons">\(reasons)</ul>\
                <form method="post" action="\(WebRoute.forYouChange(.dismiss))">\(visit.tokenField)\
                <input type="hidden" name="film" value="\(row.film.description)">\
                <input type="hidden" name="title" value="\(row.title)">\
                <button type="submit" class="link">\(words.notInterested)</button></form></div></li>
                """
        }
        return html + "</ol>"
    }
}
