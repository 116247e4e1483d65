public import MoviesDomain

/// One person's saved films: a page of them, save and remove, remove all, and undo the last change.
///
/// Inputs are the `did…` methods; the output is ``state``, streamed by ``states()``. After a change the
/// page shown is loaded again, so the list always reads as the store has it.
public actor SavedFilmsViewModel {
    private let savedFilms: any SavedFilmsKeeping
    private let user: User.ID
    public let strings: Strings
    public private(set) var state = SavedFilmsState()
    private var observers = StateObservers<SavedFilmsState>()

    public init(savedFilms: any SavedFilmsKeeping, user: User.ID, strings: Strings = .english) {
        self.savedFilms = savedFilms
        self.user = user
        self.strings = strings
    }

    public func states() -> AsyncStream<SavedFilmsState> {
        observers.add(current: state)
    }

    /// Loads a page of the saved films; a page past the last is a failure that says how many there are.
    public func didLoad(page: PageNumber = .first) async {
        await change { [savedFilms, user] _ in
            let list = try await savedFilms.list(for: user, page: page)
            if page.value > list.totalPages {
                throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: list.totalPages)
            }
            return (Outcome(notice: nil, undoable: nil), list)
        }
    }

    /// Saves the film; the notice names it.
    public func didSave(_ film: FilmReference) async {
        await change { [savedFilms, user, strings] _ in
            let (saved, after) = try await savedFilms.saving(film, for: user)
            return (Outcome(notice: strings.members.savedTitle(saved.movie.title), undoable: .saved(film)), after)
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await change { [savedFilms, user, strings] page in
            let (removed, title, after) = try await savedFilms.removing(film, for: user, showing: page)
            var outcome = Outcome(
                notice: strings.members.removedCount(removed ? 1 : 0), undoable: removed ? .removed([film]) : nil)
            outcome.removedTitle = title
            return (outcome, after)
        }
    }

    public func didRemoveAll() async {
        await change { [savedFilms, user, strings, state] _ in
            let (removed, after) = try await savedFilms.removingAll(for: user)
            let films = state.items.map(\.film)
            return (
                Outcome(notice: strings.members.removedCount(removed), undoable: removed > 0 ? .removed(films) : nil),
                after
            )
        }
    }

    public func didUndo() async {
        await change { [savedFilms, user, strings] page in
            let (undone, after) = try await savedFilms.undoing(for: user, showing: page)
            return (
                Outcome(
                    notice: undone == nil ? strings.members.nothingToUndo : strings.members.undone, undoable: nil,
                    undone: undone),
                after
            )
        }
    }

    /// What an input did: its notice and what Undo would take back.
    private struct Outcome: Sendable {
        let notice: String?
        let undoable: SavedFilmsChange?
        var undone: SavedFilmsChange?
        var removedTitle: String?
    }

    /// Runs `action` on the page shown, and shows the page it answers.
    private func change(_ action: @Sendable (_ page: PageNumber) async throws -> (Outcome, Paged<SavedFilm>)) async {
        state.failure = nil
        do {
            let current = (try? PageNumber(max(state.page, 1))) ?? .first
            let (outcome, list) = try await action(current)
            state.items = list.items.map { SavedFilmItemViewModel($0, strings: strings) }
            state.page = list.page
            state.totalPages = list.totalPages
            state.totalCount = list.totalCount
            state.notice = outcome.notice
            state.undoable = outcome.undoable
            state.undone = outcome.undone
            state.removedTitle = outcome.removedTitle
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}
