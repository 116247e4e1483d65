import MoviesDomain
import MoviesPresentation

/// The header's links: Browse, then sign in and sign up, or the saved list, one's name (settings) and sign out.
enum AccountBar {
    static func render(_ visit: PageVisit) -> String {
        let (user, strings, here) = (visit.user, visit.strings, visit.here)
        let words = strings.account
        guard let user else {
            let back = here.hasPrefix("/sign") ? "" : "?return=\(HTML.queryComponent(here))"
            return """
                <nav class="account" aria-label="\(HTML.escape(words.settings))">\
                <a href="/discover">\(HTML.escape(strings.discover.browse))</a>\
                <a href="/signin\(back)">\(HTML.escape(words.signIn))</a>\
                <a class="button" href="/signup\(back)">\(HTML.escape(words.signUp))</a></nav>
                """
        }
        return """
            <nav class="account" aria-label="\(HTML.escape(words.settings))">\
            <a href="/discover">\(HTML.escape(strings.discover.browse))</a>\
            <a href="/saved">\(HTML.escape(strings.members.savedFilms))</a>\
            <a href="/settings" title="\(HTML.escape(words.settings))">\(HTML.escape(user.name.text))</a>\
            <form method="post" action="/signout">\(visit.tokenField)\
            <button class="link" type="submit">\(HTML.escape(words.signOut))</button></form></nav>
            """
    }
}
