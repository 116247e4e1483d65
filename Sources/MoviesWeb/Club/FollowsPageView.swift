import MoviesDomain
import MoviesPresentation

/// A list of follows: each member's name and full name, linking to their profile, and since when; on
/// one's blocked members, a button that unblocks each.
enum FollowsPageView {
    static func render(
        _ state: FollowsState, unblocking: Bool, visit: PageVisit, page: ((Int) -> WebRoute)? = nil
    ) -> Markup {
        var html: Markup = "<section class=\"follows\"><h1>\(state.heading)</h1>"
        if let owner = state.ownerName {
            html += "<p><a href=\"\(WebRoute.member(owner))\">← @\(owner)</a></p>"
        }
        if let empty = state.emptyText {
            html += "<p class=\"empty\">\(empty)</p>"
        } else {
            html += "<ol class=\"follow-list\">"
            for row in state.rows {
                html += """
                    <li><a href="\(WebRoute.member(row.name))"><strong>\(row.fullName)</strong> \
                    <span class="muted">@\(row.name)</span></a> <span class="muted">· \(row.sinceText)</span>
                    """
                if unblocking {
                    html += FollowButtons.form(.unblock, row.name, primary: false, visit: visit, back: .blocked)
                }
                html += "</li>"
            }
            html += "</ol>"
        }
        if let page {
            html += PagerView.render(
                page: state.page, totalPages: state.totalPages, route: page, strings: visit.strings)
        }
        return html + "</section>"
    }
}
