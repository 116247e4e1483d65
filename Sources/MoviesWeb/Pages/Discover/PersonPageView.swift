import MoviesDomain
import MoviesPresentation

/// A person's page: their name, what they did how often, and their films newest first.
enum PersonPageView {
    static func render(_ content: PersonContent, strings: Strings) -> Markup {
        let counts = content.roleCounts.map { (count: String) -> Markup in "<li>\(count)</li>" }
        let card = { (credit: PersonContent.Credit) in
            SearchPageView.card(credit.item, query: "", strings: strings, note: credit.rolesText)
        }
        let words = strings.discover
        // Known for: a row of the best-known films, when there are more films than the row holds.
        let known: Markup =
            content.credits.count > content.knownFor.count
            ? """
            <section class="row"><h2>\(words.knownFor)</h2><ul class="strip" id="known-for">\(content.knownFor.map(card))</ul></section>
            <h2>\(words.allFilms)</h2>
            """ : .empty
        return """
            <h1>\(content.name)</h1><ul class="role-counts">\(counts)</ul>
            \(known)<ul class="grid" id="films">\(content.credits.map(card))</ul>
            """
    }

    /// The people a search names, above its films.
    static func matches(_ people: [PersonMatchItem], strings: Strings) -> Markup {
        guard !people.isEmpty else { return .empty }
        let items = people.map { person -> Markup in
            """
            <li><a href="\(link(to: person.id))"><span class="title">\
            \(person.name)</span> <span class="muted">\(person.subtitle)</span></a></li>
            """
        }
        return
            "<section class=\"people\" id=\"people\"><h2>\(strings.discover.people)</h2><ul>\(items)</ul></section>"
    }

    /// `/people/catalog%3Astanley-kubrick`.
    static func link(to id: Person.ID) -> String {
        "/people/\(Markup.percentEncoded(id.rawValue))"
    }

    /// `names` as links to the pages of those who have one.
    static func names(_ names: [String], ids: [String: Person.ID]) -> Markup {
        let links = names.map { name -> Markup in
            guard let id = ids[name] else { return "\(name)" }
            return "<a href=\"\(link(to: id))\">\(name)</a>"
        }
        return Markup(joining: links, separator: ", ")
    }
}
