import MoviesDomain
import MoviesPresentation

/// The home page's row of films for the member, leading to `/for-you`: once they are picked from the
/// member's own ratings (before, the home page's "Highest rated" row says as much).
enum ForYouRowView {
    static let shown = 12

    static func render(_ state: ForYouState, strings: Strings) -> Markup {
        guard state.failure == nil, state.forYou?.isPersonal == true, !state.rows.isEmpty else { return .empty }
        let cards = state.row(strings: strings).items.prefix(shown).map {
            SearchPageView.card($0, query: "", strings: strings)
        }
        return """
            <section class="row"><h2>\(state.heading) <a class="see-all" href="\(WebRoute.forYou)">\
            \(strings.discover.seeAll)</a></h2><ul class="strip">\(Markup(joining: cards))</ul></section>
            """
    }
}
