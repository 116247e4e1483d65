import Foundation
import MoviesDomain
import MoviesPresentation

/// The feed: each group's headline (the member's name a link to their profile) and day, then its films as
/// posters, each with the member's stars, the day watched and the start of the review; a link to older.
enum FeedView {
    static func render(_ state: FeedState, visit: PageVisit) -> Markup {
        var html: Markup =
            "<section class=\"feed\" aria-labelledby=\"feed-heading\"><h2 id=\"feed-heading\">\(state.heading)</h2>"
        if let empty = state.emptyText { return html + "<p class=\"empty\">\(empty)</p></section>" }
        html += "<ol class=\"feed-groups\">"
        for group in state.groups {
            html += "<li class=\"feed-group \(group.kind.rawValue)\"><p class=\"headline\">"
            html += headline(group)
            html += " <span class=\"muted\">· \(group.when)</span></p>"
            if !group.items.isEmpty {
                html += "<ol class=\"feed-films\">"
                for item in group.items { html += render(item) }
                html += "</ol>"
            }
            html += "</li>"
        }
        html += "</ol>"
        if let next = state.next {
            html +=
                "<p><a class=\"button secondary\" href=\"\(WebRoute.feed(after: next.description))\">\(visit.strings.feed.older)</a></p>"
        }
        return html + "</section>"
    }

    /// The headline, its member's name (which begins it, in every language) a link to their profile and
    /// its list's title a link to the list.
    private static func headline(_ group: FeedState.Group) -> Markup {
        let rest = String(group.headline.dropFirst(group.headline.hasPrefix(group.name) ? group.name.count : 0))
        var html: Markup = "<a class=\"member\" href=\"\(WebRoute.member(group.name))\">\(group.name)</a>"
        guard let list = group.list, let range = rest.range(of: list.title, options: .backwards) else {
            return html + "\(rest)"
        }
        let address = WebRoute.memberList(group.name, slug: list.slug)
        html += "\(String(rest[..<range.lowerBound]))<a href=\"\(address)\">\(list.title)</a>"
        return html + "\(String(rest[range.upperBound...]))"
    }

    /// The poster is the title's link again, left out of the tab order and of what a screen reader reads.
    private static func render(_ item: FeedState.Item) -> Markup {
        let poster = item.poster
        let year = poster.year.map { " (\($0))" } ?? ""
        var html: Markup = """
            <li><a href="\(WebRoute.film(poster.film.movieID))" aria-hidden="true" tabindex="-1">\
            \(PosterView.image(path: poster.posterPath, alt: "", widths: [92, 185], sizes: "4rem"))</a>\
            <div><a href="\(WebRoute.film(poster.film.movieID))" class="title">\(poster.title)\(year)</a>
            """
        if let stars = item.stars {
            html += " <span class=\"stars\" aria-label=\"\(item.rating ?? 0)/10\">\(stars)</span>"
        }
        if let details = item.details { html += "<p class=\"muted\">\(details)</p>" }
        if let excerpt = item.excerpt { html += "<p class=\"excerpt\">\(excerpt)</p>" }
        return html + "</div></li>"
    }
}
