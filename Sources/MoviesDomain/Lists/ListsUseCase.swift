public import Foundation

/// Make, change and delete a member's lists, put films in them, in their places with notes, and read
/// them: one's own (any), another's (public ones only; a private list is answered as none, never named).
public struct ListsUseCase: Sendable {
    public static let pageSize = 60

    private let lists: any ListsRepository
    private let films: FilmSource
    private let users: any MemberDirectory
    /// Who blocked whom, for whose lists a viewer may read; nil where nobody blocks anybody.
    private let follows: (any FollowsRepository)?
    private let now: @Sendable () -> Date

    public init(
        lists: any ListsRepository, films: FilmSource, users: any MemberDirectory,
        follows: (any FollowsRepository)? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.lists = lists
        self.films = films
        self.users = users
        self.follows = follows
        self.now = now
    }

    public func create(_ details: ListDetails, by owner: User.ID) async throws -> FilmList {
        guard try await lists.lists(of: owner).count < FilmList.maximumListsPerMember else {
            throw ListError.tooManyLists(maximum: FilmList.maximumListsPerMember)
        }
        let time = now().roundedToMilliseconds
        let list = FilmList(
            id: .make(), owner: owner, details: details, slug: ListSlug.make(details.title), created: time,
            updated: time)
        return try await lists.create(list)
    }

    /// Changes the list's details; a new title gives it a new address, and the old one leads to it still.
    public func edit(_ id: FilmList.ID, by owner: User.ID, to details: ListDetails) async throws -> FilmList {
        let list = try await list(id, of: owner)
        let slug = details.title == list.details.title ? list.slug : ListSlug.make(details.title)
        guard
            let changed = try await lists.update(
                id, of: owner, to: details, slug: slug, at: now().roundedToMilliseconds)
        else { throw ListError.notFound }
        return changed
    }

    /// Deletes the list; ``undoDelete(by:)`` brings it back, films and all, until the next delete.
    public func delete(_ id: FilmList.ID, by owner: User.ID) async throws -> FilmList {
        guard let deleted = try await lists.delete(id, of: owner) else { throw ListError.notFound }
        return deleted
    }

    public func undoDelete(by owner: User.ID) async throws -> FilmList? {
        try await lists.undoListDelete(of: owner)
    }

    public func lists(of owner: User.ID) async throws -> [FilmList] {
        try await lists.lists(of: owner)
    }

    public func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList {
        guard let list = try await lists.list(id, of: owner) else { throw ListError.notFound }
        return list
    }

    /// One of the owner's lists by what a person types: its id, its address, or its title (any case).
    public func list(named text: String, of owner: User.ID) async throws -> FilmList {
        if let list = try await lists.list(FilmList.ID(text), of: owner) { return list }
        // An address as it is written names one list; a title may be several lists' (never guessed).
        if let list = try await lists.list(slug: text, of: owner) { return list }
        let folded = text.lowercased()
        let titled = try await lists.lists(of: owner).filter { $0.details.title.lowercased() == folded }
        if titled.count > 1 { throw ListError.severalTitled(text, addresses: titled.map(\.slug)) }
        if let list = titled.first { return list }
        if let list = try await lists.list(slug: ListSlug.make(text), of: owner) { return list }
        throw ListError.notFound
    }

    /// The list of the member called `name` at `slug` (or an address it once had), as ``Privacy`` lets
    /// `viewer` read it: a private list is the owner's alone, a public one nobody's across a block; any
    /// other is answered as no list (``ListError/notFound``).
    public func list(of name: String, slug: String, for viewer: User.ID?) async throws -> (owner: User, list: FilmList)
    {
        guard let name = try? UserName(name), let owner = try await users.user(named: name),
            let list = try await lists.list(slug: slug, of: owner.id),
            try await privacy(of: owner.id, for: viewer).sees(listThatIsPublic: list.details.isPublic)
        else { throw ListError.notFound }
        return (owner, list)
    }

    private func privacy(of owner: User.ID, for viewer: User.ID?) async throws -> Privacy {
        try await Privacy.between(viewer, owner, follows: follows, diary: nil)
    }

    /// The lists of the member called `name` that `viewer` may read: all of them for the owner, the public
    /// ones for anyone else but across a block. A member who blocked the viewer is a name nobody has
    /// (``AccountError/notFound``), as an unknown name is.
    public func lists(of name: String, for viewer: User.ID?) async throws -> (owner: User, lists: [FilmList]) {
        guard let name = try? UserName(name), let owner = try await users.user(named: name) else {
            throw AccountError.notFound
        }
        let privacy = try await privacy(of: owner.id, for: viewer)
        guard privacy.seesMember else { throw AccountError.notFound }
        return (
            owner, try await lists.lists(of: owner.id).filter { privacy.sees(listThatIsPublic: $0.details.isPublic) }
        )
    }

    /// How many of the list's films `member` has watched.
    public func watchedCount(of list: FilmList, by member: User.ID) async throws -> Int {
        try await lists.watchedCount(of: list.id, by: member)
    }

    public func entries(of list: FilmList, page: PageNumber = .first) async throws -> Paged<ListEntry> {
        try await lists.entries(of: list.id, page: page, pageSize: Self.pageSize)
    }

    /// Puts a film of this installation's source at the end of the list, as the source tells it now.
    public func add(
        _ film: FilmReference, note: String? = nil, to id: FilmList.ID, by owner: User.ID
    ) async throws -> ListEntry {
        let note = try Self.checked(note)
        let list = try await list(id, of: owner)
        guard list.filmCount < FilmList.maximumFilms else { throw ListError.full(maximum: FilmList.maximumFilms) }
        let listed = ListedFilm(try await films.movie(film), reference: film)
        guard let entry = try await lists.add(listed, note: note, to: id, of: owner, at: now().roundedToMilliseconds)
        else { throw ListError.notFound }
        return entry
    }

    public func remove(_ film: FilmReference, from id: FilmList.ID, by owner: User.ID) async throws {
        _ = try await list(id, of: owner)
        guard try await lists.remove(film, from: id, of: owner) else { throw ListError.notListed(film.description) }
    }

    /// Moves the film to `position`, 1 to the list's length.
    public func move(_ film: FilmReference, in id: FilmList.ID, by owner: User.ID, to position: Int) async throws {
        let list = try await list(id, of: owner)
        guard (1...max(list.filmCount, 1)).contains(position) else {
            throw ListError.positionOutOfRange(position, count: list.filmCount)
        }
        guard try await lists.move(film, in: id, of: owner, to: position) else {
            throw ListError.notListed(film.description)
        }
    }

    public func setNote(_ note: String?, of film: FilmReference, in id: FilmList.ID, by owner: User.ID) async throws {
        let note = try Self.checked(note)
        _ = try await list(id, of: owner)
        guard try await lists.setNote(note, of: film, in: id, of: owner) else {
            throw ListError.notListed(film.description)
        }
    }

    /// Which of the member's lists hold the film (what the film page marks).
    public func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID> {
        try await lists.lists(containing: film, of: owner)
    }

    /// A note, trimmed (empty is none), of at most ``ListEntry/maximumNote`` characters, line breaks kept.
    static func checked(_ note: String?) throws(ListError) -> String? {
        let text = note?.replacing("\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let text, !text.isEmpty else { return nil }
        guard ShownText.length(of: text) <= ListEntry.maximumNote else {
            throw .noteTooLong(maximum: ListEntry.maximumNote)
        }
        guard !ListDetails.hasControls(text, allowingLineBreaks: true) else { throw .controlCharacter(field: "note") }
        return text
    }
}
