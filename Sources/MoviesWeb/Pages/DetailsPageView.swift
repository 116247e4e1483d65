import MoviesPresentation

/// The details page's HTML, from the details view model's content.
enum DetailsPageView {
    static let notFound = """
        <div class="error" role="alert"><p>No film has this id.</p><a class="button" href="/">Search films</a></div>
        """

    static func render(_ content: MovieDetailsContent, backQuery: String) -> String {
        let back = backQuery.isEmpty ? "/" : "/?q=\(HTML.queryComponent(backQuery))"
        var facts = ""
        for fact in content.facts {
            facts += "<dt>\(HTML.escape(fact.label))</dt><dd>\(HTML.escape(fact.value))</dd>"
        }
        let overview = content.overview.map { "<p class=\"overview\">\(HTML.escape($0))</p>" } ?? ""
        return """
            <p><a href="\(back)">← Back to results</a></p>
            <article class="details">
            \(PosterView.image(path: content.posterPath, title: content.title, widths: [342, 500], sizes: "(max-width: 40rem) 16rem, 20rem"))
            <div><h1>\(HTML.escape(content.title))</h1>
            <p class="muted">\(HTML.escape(content.releaseText))</p>
            \(overview)
            <dl class="facts">\(facts)</dl></div>
            </article>
            """
    }
}
