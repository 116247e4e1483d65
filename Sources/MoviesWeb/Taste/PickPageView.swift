import MoviesDomain
import MoviesPresentation

/// `/pick`: the form (friends, length, genres, decades), what is wrong with it over it, and the films,
/// each with its poster, the least happy member's rating, and everyone's outlook and why.
enum PickPageView {
    static func render(_ state: PickState, visit: PageVisit) -> Markup {
        var html: Markup = "<div class=\"heading\"><h1>\(state.heading)</h1></div><p>\(state.intro)</p>"
        if let failure = state.failure {
            html += "<p class=\"error\" role=\"alert\">\(failure.message)</p>"
        }
        html += form(state, strings: visit.strings)
        guard !state.rows.isEmpty else {
            return html + "<p class=\"muted\" role=\"status\">\(state.emptyText)</p>"
        }
        html += "<ol class=\"for-you pick\">"
        for row in state.rows {
            let title: Markup =
                row.reference.source == visit.source
                ? "<a href=\"\(WebRoute.film(row.reference.movieID))\">\(row.title)</a>" : "\(row.title)"
            let facts = [row.year.map(String.init), row.runtime.map { visit.strings.minutes($0) }].compactMap { $0 }
            let outlooks = row.outlooks.reduce(Markup.empty) { html, outlook in
                let reasons = outlook.reasons.isEmpty ? "" : " — " + outlook.reasons.joined(separator: "; ")
                return html + "<li><strong>\(outlook.text)</strong>\(reasons)</li>"
            }
            html += """
                <li>\(PosterView.image(path: row.posterPath, alt: "", widths: [92, 185], sizes: "5rem"))\
                <div><h2>\(title) <span class="muted">\(facts.joined(separator: " · "))</span></h2>\
                <p class="likely">\(row.leastText)</p><ul class="reasons">\(outlooks)</ul></div></li>
                """
        }
        return html + "</ol>"
    }

    private static func form(_ state: PickState, strings: Strings) -> Markup {
        let words = strings.pick
        func chips(_ choices: [PickState.Choice], name: String) -> Markup {
            Markup(
                joining: choices.map { choice in
                    """
                    <label class="chip"><input type="checkbox" name="\(name)" value="\(choice.value)"\
                    \(choice.chosen ? " checked" : "")> \(choice.label)</label>
                    """
                })
        }
        let lengths = Markup(
            joining: state.lengths.map { choice in
                "<option value=\"\(choice.value)\"\(choice.chosen ? " selected" : "")>\(choice.label)</option>"
            })
        let friends: Markup =
            state.friends.isEmpty
            ? "<p class=\"muted\">\(words.noFriends)</p>"
            : "<fieldset class=\"genres\"><legend>\(words.withLabel)</legend>\(chips(state.friends, name: "with"))</fieldset>"
        return """
            <form class="filters pick-form" action="\(WebRoute.pick())" method="get">\(friends)
            <fieldset class="genres"><legend>\(words.genresLabel)</legend>\(chips(state.genres, name: "genre"))</fieldset>
            <fieldset class="genres"><legend>\(words.decadesLabel)</legend>\(chips(state.decades, name: "decade"))</fieldset>
            <div class="fields"><label>\(words.lengthLabel) <select name="under">\(lengths)</select></label>
            <button type="submit"\(state.friends.isEmpty ? " disabled" : "")>\(words.submit)</button></div></form>
            """
    }
}
