import MoviesPresentation

/// The details page's HTML, from the details view model's content.
enum DetailsPageView {
    /// The page of an unknown id (no failure: the id was malformed) or of a source that failed.
    static func failed(_ failure: ScreenFailure?, strings: Strings) -> String {
        """
        <div class="error" role="alert"><p>\(HTML.escape(failure?.message ?? strings.movieNotFound))</p>\
        <a class="button" href="/">\(HTML.escape(strings.searchLabel))</a></div>
        """
    }

    static func render(_ content: MovieDetailsContent, backQuery: String, strings: Strings) -> String {
        let back = backQuery.isEmpty ? "/" : "/?q=\(HTML.queryComponent(backQuery))"
        var facts = ""
        for fact in content.facts {
            facts += "<dt>\(HTML.escape(fact.label))</dt><dd>\(HTML.escape(fact.value))</dd>"
        }
        let overview = content.overview.map { "<p class=\"overview\">\(HTML.escape($0))</p>" } ?? ""
        let poster = PosterView.image(
            path: content.posterPath, alt: strings.posterAlt(content.title), widths: [342, 500],
            sizes: "(max-width: 40rem) 16rem, 20rem")
        return """
            <p><a class="back" href="\(back)">\(HTML.escape(strings.backToResults))</a></p>
            <article class="details">
            \(poster)
            <div><h1>\(HTML.escape(content.title))</h1>
            <p class="muted">\(HTML.escape(content.releaseText))</p>
            \(overview)
            <dl class="facts">\(facts)</dl></div>
            </article>
            """
    }
}
