import MoviesDomain
import MoviesPresentation

/// `/settings/plays`: what the section is for, the button that makes a play token (and, once, its
/// addresses), the plays waiting for a film with the films to choose, and the latest plays with what was
/// made of each.
enum PlaysPageView {
    static func render(_ state: PlaysState, addresses: PlayAddresses?, visit: PageVisit) -> Markup {
        let words = visit.strings.plays
        var html: Markup = "<h1>\(words.heading)</h1><section class=\"panel\"><p>\(words.intro)</p>"
        if let addresses {
            html += "<p role=\"status\"><strong>\(words.copyNow)</strong></p><dl class=\"addresses\">"
            for (server, address) in addresses.all {
                let name = server == "json" ? "Kodi" : server.prefix(1).uppercased() + server.dropFirst()
                html += "<dt>\(name)</dt><dd><code>\(address)</code></dd>"
            }
            html += "</dl>"
        }
        html += """
            <form method="post" action="\(WebRoute.playsToken)">\(visit.tokenField)\
            <button type="submit">\(words.makeToken)</button></form></section>
            """
        for row in state.waiting { html += waiting(row, visit: visit) }
        guard !state.rows.isEmpty else { return html + "<section class=\"panel\"><p>\(words.none)</p></section>" }
        let items = state.rows.reduce(Markup.empty) { html, row in
            html + "<li><strong>\(row.film)</strong> · \(row.source) · \(row.play.day.description)<br>"
                + "<span class=\"muted\">\(row.fate)</span></li>"
        }
        return html + "<section class=\"panel\"><ul class=\"plays\">\(items)</ul></section>"
    }

    /// A play waiting for its film: the films it may be, and skipping it.
    private static func waiting(_ row: PlaysState.Row, visit: PageVisit) -> Markup {
        let words = visit.strings.plays
        guard case .waiting(let candidates) = row.play.fate else { return .empty }
        var options: Markup = .empty
        for (index, candidate) in candidates.enumerated() {
            let id = "f-play-\(row.play.id.rawValue)-\(index)"
            let year = candidate.year.map { " (\($0))" } ?? ""
            options += """
                <div class="check"><input type="radio" id="\(id)" name="film" value="\(candidate.reference.description)"\
                \(index == 0 ? " checked" : "")><label for="\(id)">\(candidate.title)\(year)</label></div>
                """
        }
        let skipID = "f-play-\(row.play.id.rawValue)-skip"
        options += """
            <div class="check"><input type="radio" id="\(skipID)" name="film" value="skip"\
            \(candidates.isEmpty ? " checked" : "")><label for="\(skipID)">\(words.skip)</label></div>
            """
        return """
            <section class="panel"><form method="post" action="\(WebRoute.playChoice(row.play.id.rawValue))">\
            \(visit.tokenField)<fieldset><legend>\(row.film) · \(row.source) · \(row.play.day.description)</legend>\
            \(options)</fieldset><button type="submit">\(words.choose)</button></form></section>
            """
    }
}
