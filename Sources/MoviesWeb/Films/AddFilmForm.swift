import Foundation
import MoviesDomain
import MoviesPresentation

/// The add-a-film form's fields as a person filled them in, kept as typed to fill the form again.
struct AddFilmForm {
    static let textFields = [
        "title", "year", "originalTitle", "directors", "cast", "runtime", "country", "language", "imdb", "tmdb",
        "letterboxd",
    ]

    var values: [String: String] = [:]
    var genres: Set<Genre> = []

    subscript(_ name: String) -> String { values[name] ?? "" }

    /// The form with `title` filled in, as a search's words are (see ``AddFilmViewModel/title(fromSearch:)``).
    init(title: String? = nil) {
        values["title"] = AddFilmViewModel.title(fromSearch: title ?? "")
    }

    /// The form filled in with a film as it is kept, to correct.
    init(_ draft: AddFilmViewModel.Draft) {
        values = [
            "title": draft.title, "year": String(draft.year), "originalTitle": draft.originalTitle ?? "",
            "directors": draft.directors.joined(separator: ", "), "cast": draft.cast.joined(separator: ", "),
            "runtime": draft.runtime.map(String.init) ?? "", "country": draft.country ?? "",
            "language": draft.language ?? "", "imdb": draft.imdb ?? "", "tmdb": draft.tmdb.map(String.init) ?? "",
            "letterboxd": draft.letterboxd ?? "",
        ]
        genres = Set(draft.genres.compactMap(Genre.init(rawValue:)))
    }

    init(_ form: FormBody) {
        for name in Self.textFields { values[name] = form[name] ?? "" }
        genres = Set(Genre.allCases.filter { form.isChecked("genre-\($0.rawValue)") })
    }

    /// The draft the fields make; a year or a number that is not one names its field.
    func draft() throws(FieldError) -> AddFilmViewModel.Draft {
        guard let year = Int(self["year"].trimmingCharacters(in: .whitespaces)) else { throw FieldError("year") }
        var draft = AddFilmViewModel.Draft(title: self["title"], year: year)
        func optional(_ name: String) -> String? {
            let value = self[name].trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        func names(_ name: String) -> [String] {
            self[name].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        func number(_ name: String) throws(FieldError) -> Int? {
            guard let value = optional(name) else { return nil }
            guard let number = Int(value) else { throw FieldError(name) }
            return number
        }
        draft.originalTitle = optional("originalTitle")
        (draft.directors, draft.cast) = (names("directors"), names("cast"))
        draft.runtime = try number("runtime")
        draft.genres = genres.sorted().map(\.rawValue)
        (draft.country, draft.language) = (optional("country"), optional("language"))
        (draft.imdb, draft.letterboxd) = (optional("imdb"), optional("letterboxd"))
        draft.tmdb = try number("tmdb")
        return draft
    }

    /// A field whose text is not a number.
    struct FieldError: Error {
        let field: String
        init(_ field: String) { self.field = field }
    }
}
