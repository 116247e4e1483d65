import Foundation
import MoviesDomain
import MoviesPresentation

/// `/u/{name}/activity.rss`: a member's public activity as RSS 2.0, for a feed reader: each thing they did
/// its own item (a watch, a review, a film listed), its headline the title, the film's stars, day and the
/// start of a review the description, every link whole (`site`, the server's public address).
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
            let listLink = group.list.map { site + WebRoute.memberList(name, slug: $0.slug).href }
            let each = Array(zip(group.activities.filter { $0.film != nil }, group.items))
            guard !each.isEmpty, group.kind != .listed else {
                let newest = group.activities.first
                xml += item(
                    title: group.headline, link: listLink ?? link, description: "",
                    guid: newest?.place.description ?? group.headline, at: newest?.at ?? Date())
                continue
            }
            for (activity, film) in each {
                let year = film.poster.year.map { " (\($0))" } ?? ""
                let parts = [film.stars, film.details, film.excerpt.map { "“\($0)”" }].compactMap { $0 }
                xml += item(
                    title: headline(group, film: film.poster.title, strings: strings),
                    link: site + WebRoute.film(film.poster.film.movieID).href,
                    description: ([film.poster.title + year] + parts).joined(separator: " · "),
                    guid: activity.place.description, at: activity.at)
            }
        }
        return xml + "</channel></rss>\n"
    }

    /// "ana watched Heat": one of the group's doings said alone.
    private static func headline(_ group: FeedState.Group, film: String, strings: Strings) -> String {
        let words = strings.feed
        return switch group.kind {
        case .watched: words.watched(group.name, 1, film)
        case .reviewed: words.reviewed(group.name, 1, film)
        case .added: words.added(group.name, 1, film, group.list?.title ?? "")
        case .listed: group.headline
        }
    }

    private static func item(title: String, link: String, description: String, guid: String, at time: Date) -> Markup {
        """
        <item><title>\(title)</title><link>\(link)</link><description>\(description)</description>\
        <guid isPermaLink="false">\(guid)</guid><pubDate>\(DiaryFeedView.rfc822(time))</pubDate></item>
        """
    }
}
