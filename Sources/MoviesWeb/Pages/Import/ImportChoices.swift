import MoviesDomain
import MoviesPresentation

/// The films an import did not find for sure, one fieldset each: the candidates as radio buttons and
/// "Skip" (chosen until the member says otherwise), sent back as `choice-N` = a film id or `skip`.
enum ImportChoices {
    /// The most shown at once; the rest are skipped this time, and an import of the file again offers them.
    static let maximum = 200

    static func fieldset(_ row: ImportPlan.Unresolved, index: Int, visit: PageVisit) -> Markup {
        let words = visit.strings.transfer
        let name = "choice-\(index)"
        let places = row.places.prefix(3).map { words.rowPlace($0.file, $0.line) }.joined(separator: "; ")
        var options: Markup = .empty
        for (number, film) in row.candidates.enumerated() {
            let id = "\(name)-\(number)"
            let year = film.year.map { " (\($0))" } ?? ""
            let reference = film.reference.description
            options += """
                <div class="check"><input id="\(id)" type="radio" name="\(name)" value="\(reference)">\
                <label for="\(id)"><a href="\(WebRoute.film(film.reference.movieID))">\(film.title)\(year)</a></label></div>
                """
        }
        if row.candidates.isEmpty { options += "<p class=\"muted\">\(words.noFilmHere)</p>" }
        return """
            <fieldset class="panel"><legend>\(row.hint.description)</legend><p class="muted">\(places)</p>\(options)\
            <div class="check"><input id="\(name)-skip" type="radio" name="\(name)" value="skip" checked>\
            <label for="\(name)-skip">\(words.skip)</label></div></fieldset>
            """
    }

    /// The member's choices from the form, by the index each fieldset was given.
    static func read(_ form: FormBody, for plan: ImportPlan, source: FilmReference.Source) -> [FilmHint: FilmReference?]
    {
        var choices: [FilmHint: FilmReference?] = [:]
        for (index, row) in plan.unresolved.prefix(maximum).enumerated() {
            let value = form["choice-\(index)"] ?? "skip"
            let chosen = try? FilmReference(value, bareNumbers: source)
            // Only a film offered for this row may be chosen for it.
            if let chosen, row.candidates.contains(where: { $0.reference == chosen }) {
                choices[row.hint] = chosen
            } else {
                choices[row.hint] = .some(nil)
            }
        }
        return choices
    }
}
