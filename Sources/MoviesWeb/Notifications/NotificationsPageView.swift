import MoviesDomain
import MoviesPresentation

/// A page of notifications, newest first, those since the member last read them marked new, each leading
/// to where it happened.
enum NotificationsPageView {
    static func render(_ state: NotificationsState, member: String, visit: PageVisit) -> Markup {
        var html: Markup = "<div class=\"heading\"><h1>\(state.heading)</h1></div>"
        guard !state.rows.isEmpty else { return html + "<p class=\"muted\">\(state.emptyText)</p>" }
        html += "<ul class=\"notices\">"
        for row in state.rows {
            let new: Markup =
                row.notice.isUnread ? "<span class=\"mark\">\(visit.strings.notifications.unread)</span>" : .empty
            let said: Markup = row.notice.text.map { "<p>\($0)</p>" } ?? .empty
            html += """
                <li><a href="\(place(of: row.notice, member: member))">\(row.text)</a> \
                <span class="muted">\(row.dateText)</span>\(new)\(said)</li>
                """
        }
        html += "</ul>"
        return html
            + PagerView.render(
                page: state.page, totalPages: state.totalPages, route: { .notifications(page: $0) },
                strings: visit.strings)
    }

    /// Where it happened: the follower's profile, the comment under the review or list, the review liked,
    /// the film watched together.
    static func place(of notice: Notice, member: String) -> String {
        let anchor = notice.comment.map { "#comment-\($0.rawValue)" } ?? ""
        guard let subject = notice.subject else { return WebRoute.member(notice.actorName.text).href }
        switch subject.kind {
        case .review: return WebRoute.reviewComments(subject.id).href + anchor
        case .list: return WebRoute.memberList(member, slug: subject.slug ?? "").href + anchor
        case .watch: return subject.film.map { WebRoute.film($0.movieID).href } ?? WebRoute.diary().href
        }
    }
}
