import MoviesDomain
import MoviesPresentation

/// The watches a member was named on, over their feed and their diary: each with a form that adds it to
/// their diary (with their own rating) and one that dismisses it. Nothing when none waits.
enum OffersView {
    static func render(_ state: TogetherState, visit: PageVisit) -> Markup {
        guard !state.rows.isEmpty else { return .empty }
        let words = visit.strings.together
        let back = visit.here
        var html: Markup = "<section class=\"panel offers\" aria-labelledby=\"offers-heading\">"
        html += "<h2 id=\"offers-heading\">\(state.heading)</h2><ul class=\"offers\">"
        for (index, row) in state.rows.enumerated() {
            let field = "offer-rating-\(index)"
            html += """
                <li class="offer"><p>\(row.text)</p>\
                <form class="inline" method="post" action="\(WebRoute.offerAnswer(row.id.rawValue, .accept))">\
                \(visit.tokenField)<input type="hidden" name="return" value="\(back)">\
                <label for="\(field)">\(words.yourRating)</label> <select id="\(field)" name="rating">\
                <option value="">\(visit.strings.diary.noRating)</option>\(WatchFormView.ratings(""))</select> \
                <button type="submit">\(words.accept)</button></form> \
                <form class="inline" method="post" action="\(WebRoute.offerAnswer(row.id.rawValue, .dismiss))">\
                \(visit.tokenField)<input type="hidden" name="return" value="\(back)">\
                <button type="submit" class="link">\(words.dismiss)</button></form></li>
                """
        }
        return html + "</ul></section>"
    }
}
