public import MoviesDomain

/// One list, its films in their places: the owner's (any of theirs, by id, address or title) to change,
/// or another member's public one to read.
public actor ListViewModel {
    public typealias Lookup = ListLookup

    private let lists: any ListKeeping
    private let viewer: User.ID?
    public let strings: Strings
    public private(set) var state = ListState()
    private var observers = StateObservers<ListState>()

    public init(lists: any ListKeeping, viewer: User.ID?, strings: Strings = .english) {
        self.lists = lists
        self.viewer = viewer
        self.strings = strings
    }

    public func states() -> AsyncStream<ListState> {
        observers.add(current: state)
    }

    public func didLoad(_ lookup: Lookup, page: PageNumber = .first) async {
        state = ListState()
        do {
            show(try await lists.page(lookup, for: viewer, page: page))
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    /// Puts films at the end of the list, one after the other; the first refused stops there, named.
    public func didAdd(_ films: [FilmReference], note: String? = nil) async {
        await change { list, owner, page in
            var said: [String] = []
            var after: ListPage?
            for film in films {
                let (entry, page) = try await lists.adding(film, note: note, to: list.id, by: owner, showing: page)
                said.append(strings.lists.added(entry.film.title, list.details.title, entry.position))
                (after, state.added) = (page, ListEntryRow(entry))
            }
            return (said.joined(separator: "\n"), after)
        }
    }

    public func didMove(_ film: FilmReference, to position: Int) async {
        await change { list, owner, page in
            let after = try await lists.moving(film, in: list.id, by: owner, to: position, showing: page)
            return (strings.lists.moved(title(of: film), position), after)
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await change { list, owner, page in
            let named = title(of: film)
            let after = try await lists.removing(film, from: list.id, by: owner, showing: page)
            return (strings.lists.removed(named, list.details.title), after)
        }
    }

    public func didSetNote(_ note: String?, of film: FilmReference) async {
        await change { list, owner, page in
            let after = try await lists.settingNote(note, of: film, in: list.id, by: owner, showing: page)
            return (strings.lists.noteSet(title(of: film)), after)
        }
    }

    public func didEdit(_ details: (title: String, description: String?, isRanked: Bool, isPublic: Bool)) async {
        await change { list, owner, page in
            let checked = try ListDetails(
                title: details.title, description: details.description, isRanked: details.isRanked,
                isPublic: details.isPublic)
            let after = try await lists.editing(list.id, by: owner, to: checked, showing: page)
            return (strings.lists.edited(after.list.details.title), after)
        }
    }

    private func title(of film: FilmReference) -> String {
        state.entries.first { $0.film == film }?.title ?? film.description
    }

    /// Runs a change of the loaded list by its owner, shown at the page it was on; `body` answers what the
    /// change said and the page it left (none when nothing was changed).
    private func change(_ body: (FilmList, User.ID, PageNumber) async throws -> (String, ListPage?)) async {
        (state.failure, state.notice, state.added) = (nil, nil, nil)
        do {
            guard let list = state.list, let viewer, list.owner == viewer else { throw ListError.notFound }
            let (said, after) = try await body(list, viewer, try PageNumber(state.page))
            if let after { show(after) }
            state.notice = said
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    private func show(_ page: ListPage) {
        let list = page.list
        state.list = list
        state.isOwner = list.owner == viewer
        state.page = page.entries.page
        state.totalPages = page.entries.totalPages
        state.entries = page.entries.items.map(ListEntryRow.init)
        (state.watched, state.watchedText) = (nil, nil)
        if let watched = page.watched {
            (state.watched, state.watchedText) = (watched, strings.lists.watched(watched, list.filmCount))
        }
    }
}
