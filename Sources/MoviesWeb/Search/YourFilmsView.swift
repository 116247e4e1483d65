import MoviesPresentation

/// A member's own films at the top of their home page: watched lately (on to the diary) and saved films
/// not watched yet (on to the saved films).
enum YourFilmsView {
    static func render(_ content: YourFilmsContent, visit: PageVisit) -> Markup {
        var html: Markup =
            "<section class=\"your-films\" aria-labelledby=\"your-films\"><h2 id=\"your-films\">\(content.heading)</h2>"
        if let empty = content.emptyText { return html + "<p class=\"empty\">\(empty)</p></section>" }
        if !content.latest.isEmpty {
            html += """
                <h3>\(content.latestTitle) <a class="see-all" href="\(WebRoute.diary())">\(content.diaryLink)</a></h3>
                """
            html += ProfilePageView.posters(content.latest, removable: false, visit: visit, kind: "yours")
        }
        if !content.toWatch.isEmpty {
            html += """
                <h3>\(content.toWatchTitle) <a class="see-all" href="\(WebRoute.saved())">\(content.savedLink)</a></h3>
                """
            html += ProfilePageView.posters(content.toWatch, removable: false, visit: visit, kind: "yours")
        }
        return html + "</section>"
    }
}
