import MoviesDomain
import MoviesPresentation

/// `/news`: the watches one was named on, then the newest comments under one's reviews and lists, those
/// since one last looked marked new, each leading to where it is.
enum NewsPageView {
    static func render(_ state: NewsState, offers: TogetherState, visit: PageVisit) -> Markup {
        let words = visit.strings.news
        var html: Markup = "<div class=\"heading\"><h1>\(state.heading)</h1></div>"
        html += OffersView.render(offers, visit: visit)
        html += "<section aria-labelledby=\"news-comments\"><h2 id=\"news-comments\">\(words.comments)</h2>"
        guard !state.rows.isEmpty else { return html + "<p class=\"muted\">\(state.emptyText)</p></section>" }
        html += "<ul class=\"news\">"
        for row in state.rows {
            let new: Markup = row.item.isNew ? "<span class=\"mark\">\(words.new)</span>" : .empty
            html += """
                <li><a href="\(place(of: row.item))">\(row.heading)</a> \
                <span class="muted">\(row.dateText)</span>\(new)<p>\(row.text)</p></li>
                """
        }
        return html + "</ul></section>"
    }

    /// The comment where it is: under the review's page, or the list's.
    static func place(of item: NewsItem) -> String {
        let anchor = "#comment-\(item.comment.id.rawValue)"
        switch item.subject.kind {
        case .review: return WebRoute.reviewComments(item.subject.id).href + anchor
        case .list:
            return WebRoute.memberList(item.subject.ownerName.text, slug: item.subject.slug ?? "").href + anchor
        }
    }
}
