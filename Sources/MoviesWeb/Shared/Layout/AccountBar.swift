import MoviesDomain
import MoviesPresentation

/// The header's links: Browse, then sign in and sign up, or the saved list, the diary, one's name (one's
/// profile), settings and sign out.
enum AccountBar {
    static func render(_ visit: PageVisit) -> Markup {
        let (user, strings, here) = (visit.user, visit.strings, visit.here)
        let words = strings.account
        guard let user else {
            let back = here.hasPrefix("/sign") ? "/" : here
            return """
                <nav class="account" aria-label="\(words.settings)">\
                <a href="\(WebRoute.discover(nil))">\(strings.discover.browse)</a>\
                <a href="\(WebRoute.signIn(returningTo: back))">\(words.signIn)</a>\
                <a class="button" href="\(WebRoute.signUp(returningTo: back))">\(words.signUp)</a></nav>
                """
        }
        // Notifications, only when one is unread: the header keeps its room otherwise.
        let notices: Markup =
            visit.noticesBadge.map {
                """
                <a class="notices" href="\(WebRoute.notifications())">\(strings.notifications.heading) \
                <span class="count" aria-hidden="true">\($0)</span>\
                <span class="visually-hidden">\(strings.notifications.unreadCount($0))</span></a>
                """
            } ?? .empty
        return """
            <nav class="account" aria-label="\(words.settings)">\
            \(notices)<a href="\(WebRoute.discover(nil))">\(strings.discover.browse)</a>\
            <a href="\(WebRoute.saved())">\(strings.members.savedFilms)</a>\
            <a href="\(WebRoute.diary())">\(strings.diary.diary)</a>\
            <a href="\(WebRoute.member(user.name.text))">\(user.name.text)</a>\
            <a href="\(WebRoute.settings())">\(words.settings)</a>\
            <form method="post" action="\(WebRoute.signOut)">\(visit.tokenField)\
            <button class="link" type="submit">\(words.signOut)</button></form></nav>
            """
    }
}
