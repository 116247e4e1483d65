import Foundation
import MoviesDomain
import MoviesPresentation

/// The films an import did not find for sure, one fieldset each: the candidates as radio buttons, "Skip"
/// (chosen until the member says otherwise), "Add it as a new film" (for a row with a year, where films
/// are added), and a box to search for the film or give its id, sent back as `choice-N` = a film id, `skip`
/// or `add`, and `find-N` = words or an id; the button `addAll` adds every row left at "Skip" that can be.
/// It works without a script: words in a box are searched for when the form is sent, and the page comes
/// back with what was found.
enum ImportChoices {
    /// The most shown at once; the rest are skipped this time, and an import of the file again offers them.
    static let maximum = 200
    /// The form's fields: two a row, the token and the button.
    static let maximumFields = maximum * 2 + 4

    static func fieldset(
        _ row: ImportPlan.Unresolved, index: Int, visit: PageVisit, form: FormBody?, adds: Bool
    ) -> Markup {
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
        let skip: Markup =
            row.candidates.contains { $0.reference.description == chosen } || chosen == ImportPlan.add
            ? .empty : " checked"
        var add: Markup = .empty
        if adds, row.hint.year != nil {
            let checked: Markup = chosen == ImportPlan.add ? " checked" : .empty
            add = """
                <div class="check"><input id="\(name)-add" type="radio" name="\(name)" value="\(ImportPlan.add)"\(checked)>\
                <label for="\(name)-add">\(AddFilmStrings.of(visit.strings.language).addFromImport)</label></div>
                """
        }
        return """
            <fieldset class="panel"><legend>\(row.hint.description)</legend><p class="muted">\(places)</p>\(options)\
            <div class="check"><input id="\(name)-skip" type="radio" name="\(name)" value="skip"\(skip)>\
            <label for="\(name)-skip">\(words.skip)</label></div>\(add)\
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

    /// The films to add as new: the rows ticked "Add it as a new film", and with `addAll` every row with a
    /// year left at "Skip" (no film ticked or typed).
    static func additions(_ form: FormBody, for plan: ImportPlan, source: FilmReference.Source) -> [FilmHint] {
        let all = form["addAll"] != nil
        return plan.unresolved.prefix(maximum).enumerated().compactMap { index, row in
            if let typed = typed(form, index), (try? FilmReference(typed, bareNumbers: source)) != nil { return nil }
            let chosen = form["choice-\(index)"] ?? "skip"
            let adds = chosen == ImportPlan.add || (all && chosen == "skip" && row.hint.year != nil)
            return adds ? row.hint : nil
        }
    }

    /// The member's choices from the form, by the index each fieldset was given: an id typed in a row's box,
    /// else the film ticked if it was offered for that row, else skip. A row to add (``additions(_:for:source:)``)
    /// has none: it is chosen once its film is added.
    static func read(_ form: FormBody, for plan: ImportPlan, source: FilmReference.Source) -> [FilmHint: FilmReference?]
    {
        let adding = Set(additions(form, for: plan, source: source))
        var choices: [FilmHint: FilmReference?] = [:]
        for (index, row) in plan.unresolved.prefix(maximum).enumerated() where !adding.contains(row.hint) {
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
