import MoviesDomain
import MoviesPresentation

/// `/u/{name}/lists/{slug}`: a list's films as posters in a grid (or ranked rows), each with its note; its
/// owner also has the forms that add a film, move one up or down, take one out, change and delete the list.
/// Every form works without a script.
enum ListPageView {
    static func render(_ state: ListState, visit: PageVisit, ownerName: String) -> Markup {
        guard let list = state.list else { return .empty }
        let words = visit.strings.lists
        var html: Markup = "<h1>\(list.details.title)</h1>"
        let kind =
            [words.films(list.filmCount), list.details.isPublic ? words.publicList : words.privateList]
            + (list.details.isRanked ? [words.ranked] : [])
        html += """
            <p class="muted"><a href="\(WebRoute.memberLists(ownerName))">\(words.page.by(ownerName))</a> · \
            \(kind.joined(separator: " · "))</p>
            """
        if let description = list.details.description { html += "<p class=\"review-text\">\(description)</p>" }
        if let watched = state.watchedText { html += "<p class=\"watched-count\">\(watched)</p>" }
        html += FormView.notice(state.notice)
        if state.entries.isEmpty {
            html += "<p class=\"empty\">\(words.emptyList)</p>"
        } else {
            let tag: Markup = list.details.isRanked ? "ol" : "ul"
            html += "<\(tag) class=\"grid list-films\">"
            for entry in state.entries {
                html += item(entry, state: state, list: list, visit: visit)
            }
            html += "</\(tag)>"
        }
        html += PagerView.render(
            page: state.page, totalPages: state.totalPages,
            route: { .memberList(ownerName, slug: list.slug, page: $0) }, strings: visit.strings)
        if state.isOwner { html += ownerForms(list, visit: visit) }
        return html
    }

    private static func item(_ entry: ListEntryRow, state: ListState, list: FilmList, visit: PageVisit) -> Markup {
        let words = visit.strings.lists.page
        let year = entry.year.map { " (\($0))" } ?? ""
        let place: Markup = list.details.isRanked ? "<span class=\"place\">\(entry.position)</span> " : .empty
        // The owner's films can be dragged to a place where scripts run (app.js); the buttons do it without.
        let drag: Markup = state.isOwner && list.filmCount > 1 ? " data-position=\"\(entry.position)\"" : .empty
        var html: Markup = """
            <li class="card"\(drag)>\(PosterView.image(path: entry.posterPath, alt: "", widths: [185, 342], sizes: "10rem"))\
            <p>\(place)<a href="\(WebRoute.film(entry.film.movieID))">\(entry.title)</a>\(year)</p>
            """
        if let note = entry.note { html += "<p class=\"muted review-text\">\(note)</p>" }
        if state.isOwner {
            func button(_ action: String, _ label: String, _ symbol: String, position: Int? = nil) -> Markup {
                let place: Markup =
                    position.map { "<input type=\"hidden\" name=\"position\" value=\"\($0)\">" } ?? .empty
                return """
                    <form method="post" action="\(WebRoute.listForm("\(list.id.rawValue)/\(action)"))">\(visit.tokenField)\
                    <input type="hidden" name="film" value="\(entry.film.description)">\(place)\
                    <button type="submit" class="secondary" aria-label="\(label)" title="\(label)">\(symbol)</button></form>
                    """
            }
            html += "<div class=\"list-controls\">"
            if entry.position > 1 {
                html += button("move", words.moveUp(entry.title), "↑", position: entry.position - 1)
            }
            if entry.position < list.filmCount {
                html += button("move", words.moveDown(entry.title), "↓", position: entry.position + 1)
            }
            html += button("remove", words.remove(entry.title), "✕")
            html += "</div>"
        }
        return html + "</li>"
    }

    private static func ownerForms(_ list: FilmList, visit: PageVisit) -> Markup {
        let words = visit.strings.lists.page
        let action = { (name: String) in WebRoute.listForm("\(list.id.rawValue)/\(name)") }
        return """
            <section class="panel" id="add-film"><h2>\(words.addFilm)</h2>\
            <form method="post" action="\(action("add"))" class="stack">\(visit.tokenField)\
            \(FormView.input(.init(name: "film", label: words.film, hint: words.filmHint, maxLength: 40)))\
            <div class="field"><label for="f-note">\(words.note)</label>\
            <textarea id="f-note" name="note" rows="2" maxlength="\(ListEntry.maximumNote)"></textarea></div>\
            <button type="submit">\(words.add)</button></form></section>\
            <section class="panel" id="edit-list"><h2>\(words.edit)</h2>\
            <form method="post" action="\(action("edit"))" class="stack">\(visit.tokenField)\
            \(ListsPageView.detailsFields(visit, title: list.details.title, description: list.details.description, isRanked: list.details.isRanked, isPublic: list.details.isPublic))\
            <button type="submit">\(words.save)</button></form>\
            <form method="post" action="\(action("delete"))">\(visit.tokenField)\
            <button type="submit" class="danger">\(words.delete)</button></form></section>
            """
    }
}
