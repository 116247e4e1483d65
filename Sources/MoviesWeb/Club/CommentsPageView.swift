import MoviesDomain
import MoviesPresentation

/// `/reviews/{id}`: the review whole (beside its film's poster), then its comments.
enum CommentsPageView {
    static func render(_ state: CommentsState, visit: PageVisit) -> Markup {
        guard let thread = state.thread else { return .empty }
        var html: Markup = "<h1>\(state.heading ?? "")</h1>"
        if let review = thread.review {
            let item = ReviewItemViewModel(review, strings: visit.strings)
            html += """
                <p class="muted"><a href="\(WebRoute.member(item.authorName))">\(item.authorName)</a></p>\
                <ol class="review-list">\(ReviewView.render(item, strings: visit.strings, showsFilm: true, linksComments: false))</ol>
                """
        }
        let back = WebRoute.reviewComments(thread.subject.id, page: state.page)
        return html
            + CommentsSection.render(
                state, visit: visit, back: back, page: { .reviewComments(thread.subject.id, page: $0) })
    }
}
