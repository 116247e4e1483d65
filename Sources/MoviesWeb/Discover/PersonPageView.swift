import MoviesDomain
import MoviesPresentation

/// A person's page: their name, what they did how often (each a filter where they had several roles),
/// and their films newest first.
enum PersonPageView {
    static func render(_ content: PersonContent, strings: Strings) -> Markup {
        let card = { (credit: PersonContent.Credit) in
            SearchPageView.card(credit.item, query: "", strings: strings, note: credit.rolesText)
        }
        let words = strings.discover
        // Known for: a row of the best-known films, when there are more films than the row holds.
        let known: Markup =
            !content.knownFor.isEmpty && content.credits.count > content.knownFor.count
            ? """
            <section class="row"><h2>\(words.knownFor)</h2><ul class="strip" id="known-for">\(content.knownFor.map(card))</ul></section>
            <h2>\(words.allFilms)</h2>
            """ : .empty
        return """
            <h1>\(content.name)</h1>\(roles(content, strings: strings))
            \(known)<ul class="grid" id="films">\(content.credits.map(card))</ul>
            """
    }

    /// What they did how often; where that is more than one thing, links that show one role's films.
    private static func roles(_ content: PersonContent, strings: Strings) -> Markup {
        guard content.roleChoices.count > 1 else {
            return
                "<ul class=\"role-counts\">\(content.roleChoices.map { (choice) -> Markup in "<li>\(choice.text)</li>" })</ul>"
        }
        let current: Markup = " aria-current=\"page\""
        let all: Markup =
            "<li><a href=\"\(WebRoute.person(content.id))\"\(content.role == nil ? current : .empty)>\(strings.discover.allFilms)</a></li>"
        let choices = content.roleChoices.map { choice -> Markup in
            "<li><a href=\"\(WebRoute.person(content.id, role: choice.role.rawValue))\"\(choice.isChosen ? current : .empty)>\(choice.text)</a></li>"
        }
        return
            "<nav aria-label=\"\(strings.discover.filmsByRole)\"><ul class=\"role-counts filter\">\(all)\(choices)</ul></nav>"
    }

    /// The people a search names, above its films.
    static func matches(_ people: [PersonMatchItem], strings: Strings) -> Markup {
        guard !people.isEmpty else { return .empty }
        let items = people.map { person -> Markup in
            """
            <li><a href="\(WebRoute.person(person.id))"><span class="title">\
            \(person.name)</span> <span class="muted">\(person.subtitle)</span></a></li>
            """
        }
        return
            "<section class=\"people\" id=\"people\"><h2>\(strings.discover.people)</h2><ul>\(items)</ul></section>"
    }

    /// `names` as links to the pages of those who have one.
    static func names(_ names: [String], ids: [String: Person.ID]) -> Markup {
        let links = names.map { name -> Markup in
            guard let id = ids[name] else { return "\(name)" }
            return "<a href=\"\(WebRoute.person(id))\">\(name)</a>"
        }
        return Markup(joining: links, separator: ", ")
    }
}
