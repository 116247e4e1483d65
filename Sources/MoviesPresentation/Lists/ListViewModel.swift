public import MoviesDomain

/// One list, its films in their places: the owner's (any of theirs, by id, address or title) to change,
/// or another member's public one to read.
public actor ListViewModel {
    public enum Lookup: Sendable {
        /// The member's own list by what they typed: its id, address or title.
        case own(String)
        /// The member's own list by its id alone (what programs send).
        case id(FilmList.ID)
        /// The list at `/u/{name}/lists/{slug}`.
        case member(name: String, slug: String)
    }

    private let lists: ListsUseCase
    private let viewer: User.ID?
    public let strings: Strings
    public private(set) var state = ListState()
    private var observers = StateObservers<ListState>()

    public init(lists: ListsUseCase, viewer: User.ID?, strings: Strings = .english) {
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
            let list: FilmList
            switch lookup {
            case .own(let text):
                guard let viewer else { throw AccountError.notFound }
                list = try await lists.list(named: text, of: viewer)
            case .id(let id):
                guard let viewer else { throw AccountError.notFound }
                list = try await lists.list(id, of: viewer)
            case .member(let name, let slug):
                list = try await lists.list(of: name, slug: slug, for: viewer).list
            }
            try await show(list, page: page)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    /// Puts films at the end of the list, one after the other; the first refused stops there, named.
    public func didAdd(_ films: [FilmReference], note: String? = nil) async {
        await change { list, owner in
            var said: [String] = []
            for film in films {
                let entry = try await lists.add(film, note: note, to: list.id, by: owner)
                said.append(strings.lists.added(entry.film.title, list.details.title, entry.position))
            }
            return said.joined(separator: "\n")
        }
    }

    public func didMove(_ film: FilmReference, to position: Int) async {
        await change { list, owner in
            try await lists.move(film, in: list.id, by: owner, to: position)
            return strings.lists.moved(title(of: film), position)
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await change { list, owner in
            let named = title(of: film)
            try await lists.remove(film, from: list.id, by: owner)
            return strings.lists.removed(named, list.details.title)
        }
    }

    public func didSetNote(_ note: String?, of film: FilmReference) async {
        await change { list, owner in
            try await lists.setNote(note, of: film, in: list.id, by: owner)
            return strings.lists.noteSet(title(of: film))
        }
    }

    public func didEdit(_ details: (title: String, description: String?, isRanked: Bool, isPublic: Bool)) async {
        await change { list, owner in
            let checked = try ListDetails(
                title: details.title, description: details.description, isRanked: details.isRanked,
                isPublic: details.isPublic)
            return strings.lists.edited(try await lists.edit(list.id, by: owner, to: checked).details.title)
        }
    }

    private func title(of film: FilmReference) -> String {
        state.entries.first { $0.film == film }?.title ?? film.description
    }

    /// Runs a change of the loaded list by its owner, then reads the list again at its page.
    private func change(_ body: (FilmList, User.ID) async throws -> String) async {
        state.failure = nil
        state.notice = nil
        do {
            guard let list = state.list, let viewer, list.owner == viewer else { throw ListError.notFound }
            state.notice = try await body(list, viewer)
            try await show(try await lists.list(list.id, of: viewer), page: PageNumber(state.page))
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    private func show(_ list: FilmList, page: PageNumber) async throws {
        let entries = try await lists.entries(of: list, page: page)
        state.list = list
        state.isOwner = list.owner == viewer
        state.page = entries.page
        state.totalPages = entries.totalPages
        state.entries = entries.items.map(ListEntryRow.init)
        if let viewer, list.filmCount > 0 {
            let watched = try await lists.watchedCount(of: list, by: viewer)
            (state.watched, state.watchedText) = (watched, strings.lists.watched(watched, list.filmCount))
        }
    }
}
