import Foundation
import MoviesDomain
import MoviesPresentation

/// The films an import did not find for sure, one fieldset each: the candidates as radio buttons, "Skip"
/// (chosen until the member says otherwise), and a box to search for the film or give its id, sent back as
/// `choice-N` = a film id or `skip`, and `find-N` = words or an id. It works without a script: words in a
/// box are searched for when the form is sent, and the page comes back with what was found.
enum ImportChoices {
    /// The most shown at once; the rest are skipped this time, and an import of the file again offers them.
    static let maximum = 200
    /// The form's fields: two a row, the token and the button.
    static let maximumFields = maximum * 2 + 4

    static func fieldset(_ row: ImportPlan.Unresolved, index: Int, visit: PageVisit, form: FormBody?) -> Markup {
        let words = visit.strings.transfer
        let name = "choice-\(index)"
        let chosen = form?[name] ?? "skip"
        let places = row.places.prefix(3).map { words.rowPlace($0.file, $0.line) }.joined(separator: "; ")
        var options: Markup = .empty
        for (number, film) in row.candidates.enumerated() {
            let id = "\(name)-\(number)"
            let year = film.year.map { " (\($0))" } ?? ""
            let reference = film.reference.description
            let checked: Markup = reference == chosen ? " checked" : .empty
            options += """
                <div class="check"><input id="\(id)" type="radio" name="\(name)" value="\(reference)"\(checked)>\
                <label for="\(id)"><a href="\(WebRoute.film(film.reference.movieID))">\(film.title)\(year)</a></label></div>
                """
        }
        if row.candidates.isEmpty { options += "<p class=\"muted\">\(words.noFilmHere)</p>" }
        let skip: Markup = row.candidates.contains { $0.reference.description == chosen } ? .empty : " checked"
        return """
            <fieldset class="panel"><legend>\(row.hint.description)</legend><p class="muted">\(places)</p>\(options)\
            <div class="check"><input id="\(name)-skip" type="radio" name="\(name)" value="skip"\(skip)>\
            <label for="\(name)-skip">\(words.skip)</label></div>\
            <div class="field find"><label for="find-\(index)">\(words.findFilm)</label>\
            <input id="find-\(index)" name="find-\(index)" type="search" maxlength="200">\
            <button type="submit" name="find" value="\(index)" class="secondary">\(words.find)</button></div></fieldset>
            """
    }

    /// The rows whose box has words to search for (not an id), with the words.
    static func searches(
        _ form: FormBody, for plan: ImportPlan, source: FilmReference.Source
    ) -> [(
        hint: FilmHint, words: String
    )] {
        plan.unresolved.prefix(maximum).enumerated().compactMap { index, row in
            guard let words = typed(form, index), (try? FilmReference(words, bareNumbers: source)) == nil else {
                return nil
            }
            return (row.hint, words)
        }
    }

    /// The member's choices from the form, by the index each fieldset was given: an id typed in a row's box,
    /// else the film ticked if it was offered for that row, else skip.
    static func read(_ form: FormBody, for plan: ImportPlan, source: FilmReference.Source) -> [FilmHint: FilmReference?]
    {
        var choices: [FilmHint: FilmReference?] = [:]
        for (index, row) in plan.unresolved.prefix(maximum).enumerated() {
            if let typed = typed(form, index), let film = try? FilmReference(typed, bareNumbers: source) {
                choices[row.hint] = film
                continue
            }
            let chosen = try? FilmReference(form["choice-\(index)"] ?? "skip", bareNumbers: source)
            // Only a film offered for this row may be ticked for it.
            if let chosen, row.candidates.contains(where: { $0.reference == chosen }) {
                choices[row.hint] = chosen
            } else {
                choices[row.hint] = .some(nil)
            }
        }
        return choices
    }

    private static func typed(_ form: FormBody, _ index: Int) -> String? {
        let text = form["find-\(index)"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return text.isEmpty ? nil : text
    }
}
