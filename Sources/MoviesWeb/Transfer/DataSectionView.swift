import MoviesPresentation

/// Settings → Your data: the member's whole data to download.
enum DataSectionView {
    static func render(_ visit: PageVisit) -> Markup {
        let words = visit.strings.transfer
        return """
            <section class="panel" id="data"><h2>\(words.heading)</h2>\
            <p class="muted">\(words.exportIntro)</p>\
            <p><a class="button" href="\(WebRoute.export)" download>\(words.exportButton)</a></p>\
            <h3>\(words.importHeading)</h3>\(ImportPageView.form(visit))</section>
            """
    }
}
