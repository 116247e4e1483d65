import Foundation
import MoviesDomain
import MoviesPresentation

/// `/u/{name}/activity.rss`: a member's public activity as RSS 2.0, for a feed reader: each group an item,
/// its headline the title, its films (stars, day, the start of a review) the description.
enum ActivityFeedView {
    static func render(_ state: FeedState, name: String, site: String, strings: Strings) -> Markup {
        let link = site + WebRoute.member(name).href
        var xml: Markup = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(state.heading)</title><link>\(link)</link>\
            <description>\(state.heading) – \(strings.appName)</description>\
            <language>\(strings.language.rawValue)</language>
            """
        for group in state.groups {
            let target =
                group.list.map { site + WebRoute.memberList(name, slug: $0.slug).href }
                ?? group.items.first.map { site + WebRoute.film($0.poster.film.movieID).href } ?? link
            let films = group.items.map { item in
                let year = item.poster.year.map { " (\($0))" } ?? ""
                let parts = [item.stars, item.details, item.excerpt.map { "“\($0)”" }].compactMap { $0 }
                return ([item.poster.title + year] + parts).joined(separator: " · ")
            }
            let newest = group.activities.first
            xml += """
                <item><title>\(group.headline)</title><link>\(target)</link>\
                <description>\(films.joined(separator: "\n"))</description>\
                <guid isPermaLink="false">\(newest?.place.description ?? group.headline)</guid>\
                <pubDate>\(DiaryFeedView.rfc822(newest?.at ?? Date()))</pubDate></item>
                """
        }
        return xml + "</channel></rss>\n"
    }
}
