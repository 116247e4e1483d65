import MoviesDomain
import MoviesPresentation

/// The comments under a review or list, oldest first, each with its author's Edit and Delete forms (and the
/// owner's Delete), then the form that writes one: forms, so they work without a script.
enum CommentsSection {
    /// `back`: the page the forms lead back to; `page`: the address of a page of comments by its number, for
    /// a review's page (a list's shows the first).
    static func render(
        _ state: CommentsState, visit: PageVisit, back: WebRoute, page: ((Int) -> WebRoute)? = nil
    ) -> Markup {
        guard let thread = state.thread else { return .empty }
        let words = visit.strings.comments
        var html: Markup = """
            <section class="comments" id="comments" aria-labelledby="comments-heading">\
            <h2 id="comments-heading">\(state.countText ?? "")</h2>
            """
        if !state.rows.isEmpty {
            html += "<ol class=\"comment-list\">"
            for row in state.rows { html += comment(row, visit: visit, back: back) }
            html += "</ol>"
        }
        if let page {
            html += PagerView.render(
                page: state.page, totalPages: state.totalPages, route: page, strings: visit.strings)
        }
        if state.mayWrite {
            html += """
                <form method="post" action="\(WebRoute.commentNew)" class="stack comment-form">\(visit.tokenField)\
                <input type="hidden" name="on" value="\(thread.subject.id)">\
                <input type="hidden" name="return" value="\(back.href)">\
                <div class="field"><label for="c-text">\(words.write)</label>\
                <textarea id="c-text" name="text" rows="3" maxlength="2000" required></textarea></div>\
                <button type="submit">\(words.post)</button></form>
                """
        } else {
            html += "<p><a href=\"\(WebRoute.signIn(returningTo: visit.here))\">\(words.signInToComment)</a></p>"
        }
        return html + "</section>"
    }

    private static func comment(_ row: CommentsState.Row, visit: PageVisit, back: WebRoute) -> Markup {
        let words = visit.strings.comments
        let id = row.comment.id.rawValue
        var html: Markup = """
            <li class="comment" id="comment-\(id)"><p class="comment-head">\
            <a href="\(WebRoute.member(row.authorName))">\(row.authorName)</a> \
            <span class="muted">· \(row.dateText)\(row.isEdited ? " · \(words.edited)" : "")</span></p>\
            <p class="comment-text">\(row.text)</p>
            """
        let returning: Markup = "<input type=\"hidden\" name=\"return\" value=\"\(back.href)\">"
        var actions = Markup.empty
        if row.mayEdit {
            actions += """
                <details class="comment-edit"><summary>\(words.edit)</summary>\
                <form method="post" action="\(WebRoute.commentChange(id, .edit))" class="stack">\(visit.tokenField)\
                \(returning)<div class="field"><label for="c-edit-\(id)">\(words.write)</label>\
                <textarea id="c-edit-\(id)" name="text" rows="3" maxlength="2000" required>\(row.text)</textarea></div>\
                <button type="submit">\(words.save)</button></form></details>
                """
        }
        if row.mayDelete {
            actions += """
                <form method="post" action="\(WebRoute.commentChange(id, .delete))">\(visit.tokenField)\(returning)\
                <button type="submit" class="link danger" aria-label="\(words.delete): \(row.authorName), \(row.dateText)">\
                \(words.delete)</button></form>
                """
        }
        if actions != .empty { html += "<div class=\"comment-actions\">\(actions)</div>" }
        return html + "</li>"
    }
}
