import MoviesDomain
import MoviesPresentation

/// A person's page: their name, what they did how often, and their films newest first.
enum PersonPageView {
    static func render(_ content: PersonContent, strings: Strings) -> String {
        let counts = content.roleCounts.map { "<li>\(HTML.escape($0))</li>" }.joined()
        let cards = content.credits.map { credit in
            SearchPageView.card(credit.item, query: "", strings: strings, note: credit.rolesText)
        }.joined()
        return """
            <h1>\(HTML.escape(content.name))</h1><ul class="role-counts">\(counts)</ul>
            <ul class="grid" id="films">\(cards)</ul>
            """
    }

    /// The people a search names, above its films.
    static func matches(_ people: [PersonMatchItem], strings: Strings) -> String {
        guard !people.isEmpty else { return "" }
        let items = people.map { person in
            """
            <li><a href="\(link(to: person.id))"><span class="title">\
            \(HTML.escape(person.name))</span> <span class="muted">\(HTML.escape(person.subtitle))</span></a></li>
            """
        }.joined()
        return
            "<section class=\"people\" id=\"people\"><h2>\(HTML.escape(strings.discover.people))</h2><ul>\(items)</ul></section>"
    }

    /// `/people/catalog%3Astanley-kubrick`.
    static func link(to id: Person.ID) -> String {
        "/people/\(HTML.queryComponent(id.rawValue))"
    }

    /// `names` as links to the pages of those who have one.
    static func names(_ names: [String], ids: [String: Person.ID]) -> String {
        names.map { name in
            guard let id = ids[name] else { return HTML.escape(name) }
            return "<a href=\"\(link(to: id))\">\(HTML.escape(name))</a>"
        }.joined(separator: ", ")
    }
}
