import MoviesDomain
import MoviesPresentation

/// `/u/{name}`: a member's profile. Their name and counts, four favourite films as posters, how they rate,
/// their latest watches when the diary is public, their public lists, and their reviews with posters.
enum ProfilePageView {
    static func render(_ state: MemberPageState, visit: PageVisit) -> Markup {
        let (strings, words) = (visit.strings, visit.strings.profile)
        var html: Markup = """
            <section class="profile"><h1>\(state.fullName)</h1><p class="muted">\(state.byline)\
            \(visit.servesFeeds ? " · <a href=\"\(WebRoute.memberActivityFeed(state.name))\">RSS</a>" as Markup : .empty)</p>
            """
        // Across a block, the member's name and the button that undoes it: nothing they did.
        if let note = state.blockedNote {
            return html + FollowButtons.render(state, visit: visit) + "<p class=\"notice\">\(note)</p></section>"
        }
        html += "<ul class=\"profile-counts\">"
        for count in state.counts { html += "<li><strong>\(count.value)</strong> \(count.label)</li>" }
        for (count, list) in [(state.followers, WebRoute.FollowList.followers), (state.following, .following)] {
            html += """
                <li><a href="\(WebRoute.memberFollows(state.name, list))"><strong>\(count.value)</strong> \
                \(count.label)</a></li>
                """
        }
        html += "</ul>"
        html += FollowButtons.render(state, visit: visit)
        if !state.favourites.isEmpty || state.favouritesHint != nil {
            html += "<h2>\(words.favourites)</h2>"
            if let hint = state.favouritesHint { html += "<p class=\"muted\">\(hint)</p>" }
            html += posters(state.favourites, removable: state.isOwn, visit: visit, kind: "favourites")
        }
        if let ratings = state.ratings {
            html += "<h2>\(words.ratings)</h2>"
            html += RatingsView.render(
                ratings, source: nil, line: state.ratingsText, caption: words.ratings, strings: strings)
        }
        if let recent = state.recent, !recent.isEmpty {
            html += "<h2><a href=\"\(WebRoute.memberDiary(state.name))\">\(words.recentlyWatched)</a></h2>"
            html += posters(recent, removable: false, visit: visit, kind: "recent")
        }
        html += "<h2><a href=\"\(WebRoute.memberLists(state.name))\">\(strings.lists.lists)</a></h2>"
        if state.lists.isEmpty {
            html += "<p class=\"muted\">\(strings.lists.noLists)</p>"
        } else {
            html += "<ul class=\"profile-lists\">"
            for list in state.lists {
                html += """
                    <li><a href="\(WebRoute.memberList(state.name, slug: list.slug))">\(list.title)</a> \
                    <span class="muted">· \(list.films)</span></li>
                    """
            }
            html += "</ul>"
        }
        html += "<h2 id=\"reviews\">\(state.reviewsHeading)</h2>"
        if let empty = state.emptyText {
            html += "<p class=\"empty\">\(empty)</p>"
        } else {
            html += "<ol class=\"review-list\">"
            for review in state.reviews { html += ReviewView.render(review, strings: strings, showsFilm: true) }
            html += "</ol>"
        }
        html += PagerView.render(
            page: state.page, totalPages: state.totalPages, route: { .member(state.name, page: $0) },
            strings: strings)
        return html + "</section>"
    }

    /// A row of posters, each opening its film; one's own favourites each with a button that takes it out.
    static func posters(
        _ items: [FilmPosterItem], removable: Bool, visit: PageVisit, kind: String
    ) -> Markup {
        var html: Markup = "<ol class=\"poster-row \(kind)\">"
        for item in items {
            let year = item.year.map { " (\($0))" } ?? ""
            html += """
                <li><a href="\(WebRoute.film(item.film.movieID))">\
                \(PosterView.image(path: item.posterPath, alt: "", widths: [185, 342], sizes: "9rem"))\
                <span class="title">\(item.title)\(year)</span></a>
                """
            if let caption = item.caption { html += "<span class=\"stars\" aria-hidden=\"true\">\(caption)</span>" }
            if removable {
                html += FavouriteButton.render(
                    film: item.film, title: item.title, isFavourite: true, back: .member(visit.user?.name.text ?? ""),
                    visit: visit)
            }
            html += "</li>"
        }
        return html + "</ol>"
    }
}
