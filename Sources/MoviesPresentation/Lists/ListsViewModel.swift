public import Foundation
public import MoviesDomain

/// A member's lists: each with its size, who may read it and its address; made, deleted and brought back.
public actor ListsViewModel {
    private let lists: ListsUseCase
    /// How a list is made: over a store the use case, over a server one request.
    private let keeping: any ListKeeping
    /// Whose lists these are (the signed-in member), or who is looking at another member's.
    private let member: User.ID?
    public let strings: Strings
    public private(set) var state = ListsState()
    private var observers = StateObservers<ListsState>()

    public init(
        lists: ListsUseCase, keeping: (any ListKeeping)? = nil, member: User.ID?, strings: Strings = .english
    ) {
        self.lists = lists
        self.keeping = keeping ?? lists
        self.member = member
        self.strings = strings
    }

    public func states() -> AsyncStream<ListsState> {
        observers.add(current: state)
    }

    public func didLoad() async {
        await change { _ in nil }
    }

    /// A page of the lists of the member called `name`: all of them to that member, the public ones to
    /// anyone else, ``ListsUseCase/pageSize`` a page, the latest changed first.
    public func didLoad(named name: String, page: PageNumber = .first) async {
        state = ListsState()
        do {
            let (owner, found) = try await lists.lists(of: name, for: member)
            state.owner = owner
            state.isOwner = owner.id == member
            let size = ListsUseCase.pageSize
            state.totalPages = max(1, (found.count + size - 1) / size)
            guard page.value <= state.totalPages else {
                throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: state.totalPages)
            }
            state.page = page.value
            state.lists = found.dropFirst((page.value - 1) * size).prefix(size).map { ListRow($0, strings: strings) }
            state.hasLoaded = true
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    /// Makes a list; its details are checked first (a title, its lengths), the field at fault named. The
    /// lists shown, once loaded, gain it at the top (the latest changed first) without being read again.
    public func didCreate(
        title: String, description: String? = nil, isRanked: Bool = false, isPublic: Bool = false
    )
        async
    {
        (state.failure, state.notice) = (nil, nil)
        do {
            let details = try ListDetails(
                title: title, description: description, isRanked: isRanked, isPublic: isPublic)
            guard let member else { throw ListError.notFound }
            let made = try await keeping.creating(details, by: member)
            (state.made, state.notice) = (made, strings.lists.created(made.details.title))
            if state.hasLoaded { state.lists.insert(ListRow(made, strings: strings), at: 0) }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    public func didDelete(_ id: FilmList.ID) async {
        await change { lists in
            guard let member else { throw ListError.notFound }
            return strings.lists.deleted(try await lists.delete(id, by: member).details.title)
        }
    }

    public func didUndoDelete() async {
        await change { lists in
            guard let member else { throw ListError.notFound }
            guard let list = try await lists.undoDelete(by: member) else { return strings.lists.nothingToUndo }
            return strings.lists.restored(list.details.title)
        }
    }

    /// Runs `body` for the signed-in member, then reads their lists again; `body`'s answer is the notice.
    private func change(_ body: (ListsUseCase) async throws -> String?) async {
        state.failure = nil
        state.notice = nil
        do {
            guard let member else { throw ListError.notFound }
            state.notice = try await body(lists)
            state.lists = try await lists.lists(of: member).map { ListRow($0, strings: strings) }
            state.hasLoaded = true
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}

/// The member's lists as rows, what the last change said, and the list it made.
public struct ListsState: Sendable {
    public var lists: [ListRow] = []
    /// Whether the lists were read once: until then, there are none to show yet rather than none at all.
    public var hasLoaded = false
    /// The page shown of a member's lists, and how many there are.
    public var page = 1
    public var totalPages = 1
    /// Whose lists they are, when loaded by name, and whether the viewer is that member.
    public var owner: User?
    public var isOwner = false
    public var notice: String?
    public var made: FilmList?
    public var failure: ScreenFailure?

    public init() {}
}

/// One list as a row: its title, size, who may read it, and the address part.
public struct ListRow: Sendable, Equatable {
    public let id: FilmList.ID
    public let title: String
    public let slug: String
    public let films: String
    public let filmCount: Int
    public let isPublic: Bool
    public let access: String
    public let isRanked: Bool
    public let description: String?
    public let created: Date
    public let updated: Date

    init(_ list: FilmList, strings: Strings) {
        description = list.details.description
        created = list.created
        updated = list.updated
        id = list.id
        title = list.details.title
        slug = list.slug
        filmCount = list.filmCount
        films = strings.lists.films(list.filmCount)
        isPublic = list.details.isPublic
        access = list.details.isPublic ? strings.lists.publicList : strings.lists.privateList
        isRanked = list.details.isRanked
    }
}
