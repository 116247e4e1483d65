import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/films/add`: the form for a film the catalog lacks; after a check, the films it may already be, each
/// a link, and the button that adds it anyway; what was wrong beside its field. `/films/{id}/edit`: the
/// same form filled in with a film its member added, to correct.
enum AddFilmPageView {
    /// `correcting`: the film the form corrects; nil to add one.
    static func render(
        _ form: AddFilmForm, state: AddFilmState, failure: ScreenFailure?, visit: PageVisit,
        correcting: Movie.ID? = nil
    ) -> Markup {
        let words = AddFilmStrings.of(visit.strings.language)
        let fieldAtFault = failure?.field
        let heading = correcting == nil ? words.heading : words.correctHeading
        var html: Markup = "<section class=\"panel\" id=\"add-film\"><h1>\(heading)</h1>"
        if correcting == nil { html += "<p>\(words.intro)</p>" }
        if let failure, failure.field == nil || failure.code == "film_exists" {
            html += FormView.alert(failure.message)
        }
        if let existing = state.existing {
            html += "<p><a href=\"\(WebRoute.film(existing.id))\">\(title(existing))</a></p>"
        }
        if !state.lookalikes.isEmpty {
            let items = state.lookalikes.prefix(10).map { film -> Markup in
                "<li><a href=\"\(WebRoute.film(film.id))\">\(title(film))</a></li>"
            }
            html += """
                <div class="notice" id="lookalikes" role="alert" tabindex="-1" autofocus><p>\(words.lookalikes)</p>\
                <ul>\(Markup(joining: items, separator: .empty))</ul></div>
                """
        }
        let action = correcting.map(WebRoute.correctFilm) ?? WebRoute.addFilm()
        html += "<form method=\"post\" action=\"\(action)\" class=\"stack\">\(visit.tokenField)"
        if !state.lookalikes.isEmpty { html += "<input type=\"hidden\" name=\"confirmed\" value=\"yes\">" }
        func field(
            _ name: String, _ label: String, type: String = "text", hint: String? = nil, required: Bool = false
        )
            -> Markup
        {
            // The film that has it already is said once, above the form.
            let error = fieldAtFault == name && failure?.code != "film_exists" ? failure?.message : nil
            let shown = required ? label : "\(label) (\(words.optional.lowercased()))"
            return FormView.input(
                .init(name: name, label: shown, type: type, value: form[name], hint: hint, isRequired: required),
                error: error)
        }
        html += field("title", words.title, required: true)
        html += field("year", words.year, type: "number", required: true)
        html += field("directors", words.directors, hint: words.namesHint)
        html += field("runtime", words.runtime, type: "number")
        html += genres(
            form, words: words, strings: visit.strings, error: fieldAtFault == "genres" ? failure?.message : nil)
        html += field("cast", words.cast, hint: words.namesHint)
        html += field("originalTitle", words.originalTitle)
        html += field("country", words.country)
        html += field("language", words.language)
        html += field("imdb", words.imdb)
        html += field("tmdb", words.tmdb, type: "number")
        html += field("letterboxd", words.letterboxd)
        let button =
            correcting != nil ? words.saveCorrection : state.lookalikes.isEmpty ? words.add : words.addAnyway
        return html + "<button type=\"submit\">\(button)</button></form></section>"
    }

    /// The page itself: the form (to add, or to correct `correcting`), its status the failure's, with when
    /// to come back for a limit spent.
    static func page(
        _ form: AddFilmForm, state: AddFilmState, failure: ScreenFailure?, visit: PageVisit,
        correcting: Movie.ID? = nil
    ) -> Response {
        let words = AddFilmStrings.of(visit.strings.language)
        var response = visit.page(
            title: "\(correcting == nil ? words.heading : words.correctHeading) – \(visit.strings.appName)",
            body: render(form, state: state, failure: failure, visit: visit, correcting: correcting),
            status: failure.map { WebError($0).status } ?? .ok)
        if let failure { WebError(failure).addRetryAfter(to: &response) }
        return response
    }

    private static func title(_ film: MoviesListItemViewModel) -> String {
        film.title + (film.year.map { " (\($0))" } ?? "")
    }

    private static func genres(_ form: AddFilmForm, words: AddFilmStrings, strings: Strings, error: String?) -> Markup {
        let names = strings.discover
        let chips = Genre.allCases.sorted {
            names.genreName($0).folding(options: .diacriticInsensitive, locale: nil)
                < names.genreName($1).folding(options: .diacriticInsensitive, locale: nil)
        }.map { genre -> Markup in
            """
            <label class="chip"><input type="checkbox" name="genre-\(genre.rawValue)" value="yes"\
            \(form.genres.contains(genre) ? " checked" as Markup : .empty)> \(names.genreName(genre))</label>
            """
        }
        let fault: Markup = error.map { "<p class=\"field-error\">\($0)</p>" } ?? .empty
        return """
            <fieldset class="genres"><legend>\(words.genres) (\(words.optional.lowercased()))</legend>\(fault)\
            \(Markup(joining: chips, separator: .empty))</fieldset>
            """
    }
}
