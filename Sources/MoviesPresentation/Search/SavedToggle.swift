import MoviesDomain

/// What pressing Save (or Saved) on a film did: it is saved now or not, with the notice that says so; or
/// why it could not be done.
enum SavedToggle: Sendable {
    case done(Movie.ID, isSaved: Bool, notice: String)
    case failed(ScreenFailure)
}

/// A screen's state that marks which of the films it lists the member saved, and says what a toggle did.
protocol SavedMarksState {
    var marks: SavedMarks { get set }
    var notice: String? { get set }
    var failure: ScreenFailure? { get set }
}

extension SavedMarksState {
    /// The toggle marked on the marks as they are when it lands: a page that loaded meanwhile keeps its own.
    mutating func apply(_ toggle: SavedToggle) {
        switch toggle {
        case .done(let id, let isSaved, let notice):
            (marks, self.notice, failure) = (marks.marking(id, saved: isSaved), notice, nil)
        case .failed(let failure):
            self.failure = failure
        }
    }
}

extension MemberFilms {
    /// Saves the film `id`, or removes it when `isSaved`, as a ``SavedToggle``.
    func toggled(_ id: Movie.ID, isSaved: Bool, strings: Strings) async -> SavedToggle {
        do {
            let now = try await toggle(id, isSaved: isSaved, strings: strings)
            return .done(id, isSaved: now.isSaved, notice: now.notice)
        } catch {
            return .failed(ScreenFailure(error, strings: strings))
        }
    }
}
