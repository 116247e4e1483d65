import MoviesDomain
import MoviesPresentation

/// `/saved`: the saved films, newest first, a page at a time, each with its kept poster and a Remove
/// button; "Remove all" asks first.
enum SavedPageView {
    static func render(_ state: SavedFilmsState, visit: PageVisit, confirmingRemoveAll: Bool) -> Markup {
        let words = visit.strings.members
        let account = visit.strings.account
        var html: Markup = "<div class=\"heading\"><h1>\(words.savedFilms)</h1>"
        if state.totalCount > 0 {
            html += "<p class=\"muted\">\(words.savedCount(state.totalCount))</p>"
        }
        html += "</div>"
        if confirmingRemoveAll, state.totalCount > 0 {
            html += """
                <div class="panel confirm" role="alertdialog" aria-labelledby="confirm-title">\
                <p id="confirm-title">\(words.removeAllQuestion(state.totalCount))</p>\
                <form method="post" action="\(WebRoute.savedChange(.removeAll))">\(visit.tokenField)\
                <button type="submit" class="danger">\(words.removeAll)</button> \
                <a class="button secondary" href="\(WebRoute.saved())">\(account.cancel)</a></form></div>
                """
        }
        guard !state.items.isEmpty else {
            return html + "<p class=\"empty\">\(words.noSavedFilms)</p>"
        }
        html += "<ul class=\"grid\" id=\"saved\">"
        for item in state.items { html += card(item, visit: visit, page: state.page) }
        html += "</ul>"
        html += PagerView.render(
            page: state.page, totalPages: state.totalPages, route: { .saved(page: $0) }, strings: visit.strings)
        if !confirmingRemoveAll {
            html +=
                "<p><a class=\"button secondary\" href=\"\(WebRoute.saved(confirm: .removeAll))\">\(words.removeAll)</a></p>"
        }
        return html
    }

    private static func card(_ item: SavedFilmItemViewModel, visit: PageVisit, page: Int) -> Markup {
        let film = item.film
        let poster: Markup =
            "<img src=\"\(WebRoute.savedPoster(film, path: item.row.posterPath ?? ""))\" alt=\"\" loading=\"lazy\">"
        let year = item.row.year.map { "\($0)" } ?? visit.strings.toBeAnnounced
        let text: Markup = """
            <span class="text"><span class="title">\(item.row.title)</span>\
            <span class="byline">\(item.row.creditsText)</span>\
            <span class="muted">\(year)</span></span>
            """
        // A film of another source than this site's (saved while it read TMDB) has no page here.
        let linked: Markup =
            film.source == visit.source
            ? "<a href=\"\(WebRoute.film(film.movieID))\">\(poster)\(text)</a>"
            : "<div class=\"unlinked\">\(poster)\(text)</div>"
        let back = WebRoute.saved(page: page).href
        return """
            <li class="card">\(linked)\
            <form class="save-toggle" method="post" action="\(WebRoute.savedChange(.remove))" data-film="\(film.description)" \
            data-save="\(visit.strings.members.save)" data-saved="\(visit.strings.members.saved)">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film.description)"><input type="hidden" name="return" value="\(back)">\
            <button type="submit" class="save" aria-pressed="true"><span aria-hidden="true">★</span> \
            <span class="label">\(visit.strings.members.saved)</span></button></form></li>
            """
    }
}
