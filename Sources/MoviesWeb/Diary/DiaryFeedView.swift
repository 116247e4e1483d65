import Foundation
import MoviesDomain
import MoviesPresentation

/// `/u/{name}/diary.rss`: a public diary's latest watches as RSS 2.0, for a feed reader.
enum DiaryFeedView {
    static func render(_ state: DiaryState, name: String, site: String, strings: Strings) -> Markup {
        let words = strings.diary
        let link = site + WebRoute.memberDiary(name).href
        var xml: Markup = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(words.diaryOf(name))</title><link>\(link)</link>\
            <description>\(words.diaryOf(name)) – \(strings.appName)</description>\
            <language>\(strings.language.rawValue)</language>
            """
        for item in state.items {
            let year = item.year.map { " (\($0))" } ?? ""
            let stars = item.starsText.map { " – \($0)" } ?? ""
            let day = item.day.flatMap { try? CalendarDay($0) }.map(strings.dayText) ?? words.dateUnknown
            let marks = [item.isRewatch ? words.rewatch : nil, item.isLiked ? words.liked : nil].compactMap { $0 }
            let film = site + WebRoute.film(item.film.movieID).href
            xml += """
                <item><title>\(item.title)\(year)\(stars)</title><link>\(film)</link>\
                <description>\(([words.watchedOn + " " + day] + marks).joined(separator: " · "))</description>\
                <guid isPermaLink="false">\(item.id.rawValue)</guid><pubDate>\(rfc822(item.watch.logged))</pubDate></item>
                """
        }
        return xml + "</channel></rss>\n"
    }

    /// `Tue, 12 Mar 2024 08:00:00 +0000`, as RSS dates are written.
    static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }
}
