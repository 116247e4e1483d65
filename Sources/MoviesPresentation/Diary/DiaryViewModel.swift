public import MoviesDomain

/// A member's diary: a page of their watches in months, newest first, filtered; delete a watch and undo it.
///
/// Inputs are the `did…` methods; the output is ``state``, streamed by ``states()``. After a change the
/// page shown is loaded again, so the list always reads as the store has it.
public actor DiaryViewModel {
    private let diary: DiaryUseCase
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = DiaryState()
    private var observers = StateObservers<DiaryState>()

    public init(diary: DiaryUseCase, member: User.ID, strings: Strings = .english) {
        self.diary = diary
        self.member = member
        self.strings = strings
    }

    public func states() -> AsyncStream<DiaryState> {
        observers.add(current: state)
    }

    public func didLoad(filter: DiaryFilter = .all, page: PageNumber = .first) async {
        state.filter = filter
        await change(page: page) { nil }
    }

    public func didDelete(_ id: Watch.ID) async {
        await change(page: currentPage) { [diary, member, strings] in
            let deleted = try await diary.delete(id, by: member)
            return (strings.diary.deleted(deleted.film.title), true)
        }
    }

    /// Deletes the watch whose id starts with `text` (the command line shows ids cut short).
    public func didDelete(idStartingWith text: String) async {
        await change(page: currentPage) { [diary, member, strings] in
            let id = try await diary.watchID(startingWith: text, of: member)
            let deleted = try await diary.delete(id, by: member)
            return (strings.diary.deleted(deleted.film.title), true)
        }
    }

    public func didUndo() async {
        await change(page: currentPage) { [diary, member, strings] in
            let restored = try await diary.undoDelete(by: member)
            return (restored == nil ? strings.members.nothingToUndo : strings.members.undone, false)
        }
    }

    private var currentPage: PageNumber { (try? PageNumber(max(state.page, 1))) ?? .first }

    /// Runs `action` (its notice, and whether Undo may follow), then loads `page` (the last one if that is
    /// past the end now).
    private func change(page: PageNumber, _ action: @Sendable () async throws -> (String, Bool)?) async {
        state.failure = nil
        do {
            let outcome = try await action()
            var list = try await diary.diary(of: member, filter: state.filter, page: page)
            if list.items.isEmpty, page.value > list.totalPages, let last = try? PageNumber(list.totalPages) {
                list = try await diary.diary(of: member, filter: state.filter, page: last)
            }
            state.months = DiaryMonthViewModel.months(of: list.items, strings: strings)
            (state.page, state.totalPages, state.totalCount) = (list.page, list.totalPages, list.totalCount)
            (state.notice, state.canUndo) = (outcome?.0, outcome?.1 ?? false)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}
