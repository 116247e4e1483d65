import MoviesDomain
import MoviesPresentation

/// The film page's form that puts the film at the end of one of the member's lists (`/lists/add`), and a
/// card's smaller one, folded under "+ List".
enum AddToListView {
    /// A card's: the list to choose and the button, under a summary that opens them (no script needed).
    static func menu(film: FilmReference, lists: [ListRow], visit: PageVisit) -> Markup {
        guard visit.user != nil, !lists.isEmpty else { return .empty }
        let words = visit.strings.lists
        let options = lists.map { list -> Markup in "<option value=\"\(list.id.rawValue)\">\(list.title)</option>" }
        return """
            <details class="card-lists"><summary>+ \(words.lists)</summary>\
            <form method="post" action="\(WebRoute.listForm("add"))">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film.description)">\
            <input type="hidden" name="return" value="\(visit.here)">\
            <select name="list" aria-label="\(words.lists)">\(options)</select> \
            <button type="submit" class="button secondary">\(words.page.add)</button></form></details>
            """
    }

    static func render(film: FilmReference, lists: [ListRow], visit: PageVisit) -> Markup {
        let words = visit.strings.lists
        let options = lists.map { list -> Markup in "<option value=\"\(list.id.rawValue)\">\(list.title)</option>" }
        return """
            <section class="panel add-to-list"><h2>\(words.page.addFilm)</h2>\
            <form method="post" action="\(WebRoute.listForm("add"))" class="stack">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film.description)">\
            <input type="hidden" name="return" value="\(visit.here)">\
            <div class="field"><label for="f-list">\(words.lists)</label><select id="f-list" name="list">\(options)</select></div>\
            <div class="field"><label for="f-list-note">\(words.page.note)</label>\
            <textarea id="f-list-note" name="note" rows="2" maxlength="\(ListEntry.maximumNote)"></textarea></div>\
            <button type="submit">\(words.page.add)</button></form></section>
            """
    }
}
