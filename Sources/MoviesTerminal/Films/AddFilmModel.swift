import Foundation
import MoviesDomain
import MoviesPresentation

/// The add-a-film form: title, year, directors apart by commas, and running time, one field at a time
/// with the cursor; after a check, the films it may already be, and Enter again adds it anyway.
struct AddFilmModel {
    enum Field: CaseIterable {
        case title, year, directors, runtime
    }

    var title: String
    var year = ""
    var directors = ""
    var runtime = ""
    var field = Field.title
    /// The films like it, once checked: Enter then adds it anyway.
    var lookalikes: [MoviesListItemViewModel] = []
    var checked = false
    var sending = false
    var failure: ScreenFailure?

    /// The form for the film a search of `title` did not find.
    init(title: String) {
        self.title = AddFilmViewModel.title(fromSearch: title)
        field = title.isEmpty ? .title : .year
    }

    /// The draft the fields make; nil while the year, or a running time given, is not a number.
    var draft: AddFilmViewModel.Draft? {
        guard let year = Int(year) else { return nil }
        var draft = AddFilmViewModel.Draft(title: title, year: year)
        draft.directors = directors.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        if !runtime.isEmpty {
            guard let minutes = Int(runtime) else { return nil }
            draft.runtime = minutes
        }
        return draft
    }

    mutating func moveField(by step: Int) {
        field = field.next(by: step)
    }

    /// A change to the film asks for a check again.
    mutating func type(_ character: Character) {
        switch field {
        case .title: title.append(character)
        case .year: if character.isNumber { year.append(character) }
        case .directors: directors.append(character)
        case .runtime: if character.isNumber { runtime.append(character) }
        }
        (checked, lookalikes) = (false, [])
    }

    mutating func erase() {
        switch field {
        case .title: if !title.isEmpty { title.removeLast() }
        case .year: if !year.isEmpty { year.removeLast() }
        case .directors: if !directors.isEmpty { directors.removeLast() }
        case .runtime: if !runtime.isEmpty { runtime.removeLast() }
        }
        (checked, lookalikes) = (false, [])
    }
}
