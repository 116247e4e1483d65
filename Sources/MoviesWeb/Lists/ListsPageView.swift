import MoviesDomain
import MoviesPresentation

/// `/u/{name}/lists`: a member's lists (the public ones, to anyone else), and the owner's form for a new one.
enum ListsPageView {
    static func render(_ state: ListsState, visit: PageVisit, name: String) -> Markup {
        let words = visit.strings.lists
        var html: Markup = "<h1>\(words.page.listsOf(state.owner?.name.text ?? name))</h1>"
        html += FormView.notice(state.notice)
        if state.lists.isEmpty {
            html += "<p class=\"empty\">\(words.noLists)</p>"
        } else {
            html += "<ul class=\"lists\">"
            for list in state.lists {
                let about: Markup = list.description.map { "<p>\($0)</p>" } ?? .empty
                let kind = [list.films, list.access] + (list.isRanked ? [words.ranked] : [])
                html += """
                    <li class="panel"><h2><a href="\(WebRoute.memberList(name, slug: list.slug))">\(list.title)</a></h2>\
                    <p class="muted">\(kind.joined(separator: " · "))</p>\(about)</li>
                    """
            }
            html += "</ul>"
        }
        html += PagerView.render(
            page: state.page, totalPages: state.totalPages, route: { .memberLists(name, page: $0) },
            strings: visit.strings)
        if state.isOwner { html += newListForm(visit) }
        return html
    }

    /// What a delete said, with the button that takes it back.
    static func undoBar(_ notice: String, visit: PageVisit) -> Markup {
        """
        <div class="undo" id="undo" role="status"><span>\(notice)</span>\
        <form method="post" action="\(WebRoute.listForm("undo"))">\(visit.tokenField)\
        <button type="submit" class="link">\(visit.strings.lists.page.undo)</button></form></div>
        """
    }

    static func newListForm(_ visit: PageVisit) -> Markup {
        let words = visit.strings.lists.page
        return """
            <section class="panel" id="new-list"><h2>\(words.newList)</h2>\
            <form method="post" action="\(WebRoute.listForm("new"))" class="stack">\(visit.tokenField)\
            \(detailsFields(visit, title: "", description: nil, isRanked: false, isPublic: false))\
            <button type="submit">\(words.make)</button></form></section>
            """
    }

    /// The title, description and the two choices of a list, as a new list's form and the edit form have them.
    static func detailsFields(
        _ visit: PageVisit, title: String, description: String?, isRanked: Bool, isPublic: Bool
    ) -> Markup {
        let words = visit.strings.lists.page
        func check(_ name: String, _ label: String, _ on: Bool) -> Markup {
            """
            <div class="check"><input id="f-\(name)" name="\(name)" type="checkbox" value="yes"\(on ? " checked" as Markup : .empty)>\
            <label for="f-\(name)">\(label)</label></div>
            """
        }
        return FormView.input(
            .init(name: "title", label: words.title, value: title, maxLength: ListDetails.titleLengths.upperBound))
                + """
                <div class="field"><label for="f-description">\(words.description)</label>\
                <textarea id="f-description" name="description" rows="3" maxlength="\(ListDetails.maximumDescription)">\(description ?? "")</textarea></div>
                """
            + check("ranked", words.rankedLabel, isRanked) + check("public", words.publicLabel, isPublic)
    }
}
