public import MoviesDomain

/// A member's diary: a page of their watches in months, newest first, filtered; delete a watch and undo it,
/// and say whether anyone may read it. Another's public diary reads the same, with no changes.
///
/// Inputs are the `did…` methods; the output is ``state``, streamed by ``states()``. After a change the
/// page shown is loaded again, so the list always reads as the store has it.
public actor DiaryViewModel {
    /// Whose diary: the member's own, or someone's public one by name.
    public enum Owner: Sendable {
        case own(User.ID)
        case publicOf(name: String, viewer: User.ID?)
    }

    private let diary: DiaryUseCase
    private let owner: Owner
    public let strings: Strings
    public private(set) var state = DiaryState()
    private var observers = StateObservers<DiaryState>()

    public init(diary: DiaryUseCase, owner: Owner, strings: Strings = .english) {
        self.diary = diary
        self.owner = owner
        self.strings = strings
    }

    public init(diary: DiaryUseCase, member: User.ID, strings: Strings = .english) {
        self.init(diary: diary, owner: .own(member), strings: strings)
    }

    public func states() -> AsyncStream<DiaryState> {
        observers.add(current: state)
    }

    /// Loads a page of the diary; a page past the last is a failure that says how many there are.
    public func didLoad(filter: DiaryFilter = .all, page: PageNumber = .first) async {
        state.filter = filter
        await change(page: page, pastTheEnd: .refused) { _ in nil }
    }

    public func didDelete(_ id: Watch.ID) async {
        await change(page: currentPage) { [diary, strings] member in
            let deleted = try await diary.delete(id, by: try Self.own(member))
            return (strings.diary.deleted(deleted.film.title), true, deleted)
        }
    }

    /// Deletes the watch whose id starts with `text` (the command line shows ids cut short).
    public func didDelete(idStartingWith text: String) async {
        await change(page: currentPage) { [diary, strings] member in
            let own = try Self.own(member)
            let deleted = try await diary.delete(try await diary.watchID(startingWith: text, of: own), by: own)
            return (strings.diary.deleted(deleted.film.title), true, deleted)
        }
    }

    public func didUndo() async {
        await change(page: currentPage) { [diary, strings] member in
            let restored = try await diary.undoDelete(by: try Self.own(member))
            return (restored == nil ? strings.members.nothingToUndo : strings.members.undone, false, restored)
        }
    }

    /// Lets anyone read the diary and its statistics, or no one but its member.
    public func didSetPublic(_ isPublic: Bool) async {
        await change(page: currentPage) { [diary, strings] member in
            try await diary.setPublic(isPublic, for: try Self.own(member))
            return (isPublic ? strings.diary.madePublic : strings.diary.madePrivate, false, nil)
        }
    }

    /// Lets the member's private diary shape their friends' picks (nothing said of it), or not.
    public func didSetShapesPicks(_ shapesPicks: Bool) async {
        await change(page: currentPage) { [diary, strings] member in
            try await diary.setShapesPicks(shapesPicks, for: try Self.own(member))
            return (shapesPicks ? strings.diary.shapesPicksOn : strings.diary.shapesPicksOff, false, nil)
        }
    }

    private var currentPage: PageNumber { (try? PageNumber(max(state.page, 1))) ?? .first }

    /// The member whose diary this is, and whether it is the reader's own.
    private func member() async throws -> (id: User.ID, own: Bool) {
        switch owner {
        case .own(let id): return (id, true)
        case .publicOf(let name, let viewer):
            let member = try await diary.diaryOwner(named: name, seenBy: viewer)
            state.ownerName = member.name.text
            return (member.id, false)
        }
    }

    private static func own(_ member: (id: User.ID, own: Bool)) throws -> User.ID {
        guard member.own else { throw AccountError.notFound }
        return member.id
    }

    /// What a page past the last one is: refused (a page asked for), or the last (after a delete).
    enum PastTheEnd { case refused, last }

    /// Runs `action` (its notice, whether Undo may follow, and the watch it deleted or brought back), then
    /// loads `page` (the last one if that is past the end now, after a change).
    private func change(
        page: PageNumber, pastTheEnd: PastTheEnd = .last,
        _ action: @Sendable ((id: User.ID, own: Bool)) async throws -> (String, Bool, Watch?)?
    ) async {
        state.failure = nil
        do {
            let member = try await member()
            let outcome = try await action(member)
            var list = try await diary.diary(of: member.id, filter: state.filter, page: page)
            if pastTheEnd == .refused, page.value > list.totalPages {
                throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: list.totalPages)
            }
            if list.items.isEmpty, page.value > list.totalPages, let last = try? PageNumber(list.totalPages) {
                list = try await diary.diary(of: member.id, filter: state.filter, page: last)
            }
            state.months = DiaryMonthViewModel.months(of: list.items, strings: strings)
            let filter = state.filter
            state.emptyText =
                filter.year == nil && filter.rating == nil && filter.rewatch == nil && filter.tag == nil
                ? strings.diary.emptyDiary
                : strings.diary.noWatchesFiltered(filter.rewatch, filter.year, filter.rating, filter.tag?.text)
            (state.page, state.totalPages, state.totalCount) = (list.page, list.totalPages, list.totalCount)
            (state.notice, state.canUndo, state.changed) = (outcome?.0, outcome?.1 ?? false, outcome?.2)
            state.isOwn = member.own
            state.isPublic = member.own ? try await diary.isPublic(member.id) : true
            state.shapesPicks = member.own && !state.isPublic ? try await diary.shapesPicks(member.id) : false
            state.tags = try await diary.tags(of: member.id)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}
