import MoviesPresentation

/// The home page's row of films for the member, leading to `/for-you`; nothing where there are none.
enum ForYouRowView {
    static let shown = 12

    static func render(_ state: ForYouState, strings: Strings) -> Markup {
        guard state.failure == nil, !state.rows.isEmpty else { return .empty }
        let cards = state.row(strings: strings).items.prefix(shown).map {
            SearchPageView.card($0, query: "", strings: strings)
        }
        return """
            <section class="row"><h2>\(state.heading) <a class="see-all" href="\(WebRoute.forYou)">\
            \(strings.discover.seeAll)</a></h2><ul class="strip">\(Markup(joining: cards))</ul></section>
            """
    }
}
