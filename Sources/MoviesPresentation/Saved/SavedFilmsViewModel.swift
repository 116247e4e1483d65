public import MoviesDomain

/// One person's saved films: a page of them, save and remove, remove all, and undo the last change.
///
/// Inputs are the `did…` methods; the output is ``state``, streamed by ``states()``. After a change the
/// page shown is loaded again, so the list always reads as the store has it.
public actor SavedFilmsViewModel {
    private let savedFilms: SavedFilmsUseCase
    private let user: User.ID
    public let strings: Strings
    public private(set) var state = SavedFilmsState()
    private var observers = StateObservers<SavedFilmsState>()

    public init(savedFilms: SavedFilmsUseCase, user: User.ID, strings: Strings = .english) {
        self.savedFilms = savedFilms
        self.user = user
        self.strings = strings
    }

    public func states() -> AsyncStream<SavedFilmsState> {
        observers.add(current: state)
    }

    /// Loads a page of the saved films; a page past the last is a failure that says how many there are.
    public func didLoad(page: PageNumber = .first) async {
        await change { _ in Outcome(notice: nil, page: page, undoable: nil, refusesPastTheEnd: true) }
    }

    /// Saves the film; the notice names it.
    public func didSave(_ film: FilmReference) async {
        await change { [savedFilms, user, strings] _ in
            let saved = try await savedFilms.save(film, for: user)
            return Outcome(notice: strings.members.savedTitle(saved.movie.title), page: .first, undoable: .saved(film))
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await change { [savedFilms, user, strings] page in
            let removed = try await savedFilms.remove(film, for: user)
            return Outcome(
                notice: strings.members.removedCount(removed ? 1 : 0), page: page,
                undoable: removed ? .removed([film]) : nil)
        }
    }

    public func didRemoveAll() async {
        await change { [savedFilms, user, strings, state] _ in
            let removed = try await savedFilms.removeAll(for: user)
            let films = state.items.map(\.film)
            return Outcome(
                notice: strings.members.removedCount(removed), page: .first,
                undoable: removed > 0 ? .removed(films) : nil)
        }
    }

    public func didUndo() async {
        await change { [savedFilms, user, strings] page in
            let undone = try await savedFilms.undo(for: user)
            return Outcome(
                notice: undone == nil ? strings.members.nothingToUndo : strings.members.undone, page: page,
                undoable: nil, undone: undone)
        }
    }

    /// What an input did: its notice, the page to show next, what Undo would take back.
    private struct Outcome: Sendable {
        let notice: String?
        let page: PageNumber
        let undoable: SavedFilmsChange?
        var undone: SavedFilmsChange?
        /// A page asked for is refused past the last; after a change, the last is shown instead.
        var refusesPastTheEnd = false
    }

    /// Runs `action`, then loads the page it names (the last one if that is past the end now).
    private func change(_ action: @Sendable (_ page: PageNumber) async throws -> Outcome) async {
        state.failure = nil
        do {
            let current = (try? PageNumber(max(state.page, 1))) ?? .first
            let outcome = try await action(current)
            let page = outcome.page
            var list = try await savedFilms.list(for: user, page: page)
            if outcome.refusesPastTheEnd, page.value > list.totalPages {
                throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: list.totalPages)
            }
            if list.items.isEmpty, page.value > list.totalPages, let last = try? PageNumber(list.totalPages) {
                list = try await savedFilms.list(for: user, page: last)
            }
            state.items = list.items.map { SavedFilmItemViewModel($0, strings: strings) }
            state.page = list.page
            state.totalPages = list.totalPages
            state.totalCount = list.totalCount
            state.notice = outcome.notice
            state.undoable = outcome.undoable
            state.undone = outcome.undone
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}
