import Foundation
public import MoviesDomain

/// Accounts, saved films, reviews, diaries, sessions, access tokens and attempts over memory, with a store's rules: one account
/// a name key, and deleting an account deletes everything it owns. The whole ``MemberStore`` a container
/// takes, so screens can be made from a container of fakes.
public actor InMemoryMemberStore: UsersRepository {
    var accounts: [User.ID: (user: User, passwordHash: String)] = [:]
    var sessions: [String: StoredSession] = [:]
    /// Access tokens by the digest of their secret.
    var tokens: [String: AccessToken] = [:]
    let attempts = InMemoryAttemptsRepository()
    var saved: [User.ID: SavedList] = [:]
    var posters: [FilmReference: PosterImage] = [:]
    /// Each member's favourite films, in their order.
    var favouriteFilms: [User.ID: [ListedFilm]] = [:]
    /// Who likes each review (by its watch), and since when.
    var reviewLikes: [Watch.ID: [User.ID: Date]] = [:]
    var watches: [Watch.ID: Watch] = [:]
    /// Each member's last deleted watch, until their next delete or its undo.
    var deletedWatches: [User.ID: Watch] = [:]
    /// The members whose diaries anyone may read.
    var publicDiaries: Set<User.ID> = []
    var diariesShapingPicks: Set<User.ID> = []
    var filmLists: [FilmList.ID: StoredList] = [:]
    /// Each member's list addresses, old ones too, and the list each leads to.
    var listSlugs: [User.ID: [String: FilmList.ID]] = [:]
    /// Each member's last deleted list, until their next delete or its undo.
    var deletedLists: [User.ID: FilmList.ID] = [:]
    /// Each member's import turn: who holds it, and when they last renewed it.
    var importTurns: [User.ID: (holder: String, renewed: Date)] = [:]
    /// Each member's choices for the films their imports could not place, by ``FilmHint/choiceKey``.
    var importChoices: [User.ID: [String: FilmReference?]] = [:]
    /// Import jobs, with the file and holder of each running one.
    var importJobs: [ImportJob.ID: (job: ImportJob, file: Data?, holder: String?)] = [:]
    /// Who follows whom (follower, followed), and since when.
    var follows: [Pair: Date] = [:]
    /// Who blocked whom (blocker, blocked), and since when.
    var blocks: [Pair: Date] = [:]
    /// Comments under reviews and lists, as they were kept (with the kind of what each is under).
    var comments: [Comment.ID: Comment] = [:]
    /// The members each watch names: when each was offered it, and when they answered.
    var companions: [Watch.ID: [User.ID: (offered: Date, answered: Date?)]] = [:]
    /// Each answer to an offer, kept when its member is no longer named (``TogetherRecord/rememberAnswer(_:)``).
    var offerAnswers: [Watch.ID: [User.ID: Date]] = [:]
    /// When each member last read their notices.
    var noticesRead: [User.ID: Date] = [:]
    /// The films each member is not interested in.
    var dismissedFilms: [User.ID: Set<FilmReference>] = [:]
    /// Each member's plays by their keys, newest last.
    var plays: [User.ID: [(key: String, play: Play)]] = [:]
    /// Each member's logs sent with a phone's id: when each was claimed, and the watch it made.
    var sentLogs: [User.ID: [ReplayID: (claimed: Date, watch: Watch.ID?)]] = [:]

    /// Two members, in an order that means something (who follows or blocks whom).
    struct Pair: Hashable {
        let from: User.ID
        let to: User.ID
    }

    public init() {}

    public var count: Int { accounts.count }

    public func add(_ user: User, passwordHash: String) async throws {
        try checkFree(user.name, for: user.id)
        accounts[user.id] = (user, passwordHash)
    }

    public func user(withID id: User.ID) async throws -> User? {
        accounts[id]?.user
    }

    public func account(named name: UserName) async throws -> (user: User, passwordHash: String)? {
        accounts.values.first { $0.user.name == name }
    }

    public func rename(_ id: User.ID, to name: UserName) async throws {
        guard accounts[id] != nil else { throw AccountError.notFound }
        try checkFree(name, for: id)
        accounts[id]?.user.name = name
    }

    public func changeFullName(of id: User.ID, to fullName: FullName) async throws {
        guard accounts[id] != nil else { throw AccountError.notFound }
        accounts[id]?.user.fullName = fullName
    }

    public func changePasswordHash(of id: User.ID, to passwordHash: String) async throws {
        guard accounts[id] != nil else { throw AccountError.notFound }
        accounts[id]?.passwordHash = passwordHash
        tokens = tokens.filter { $0.value.member != id }
    }

    public func delete(_ id: User.ID) async throws {
        guard accounts.removeValue(forKey: id) != nil else { throw AccountError.notFound }
        saved[id] = nil
        watches = watches.filter { $0.value.member != id }
        reviewLikes = reviewLikes.filter { watches[$0.key] != nil }.mapValues { $0.filter { $0.key != id } }
        deletedWatches[id] = nil
        publicDiaries.remove(id)
        diariesShapingPicks.remove(id)
        filmLists = filmLists.filter { $0.value.list.owner != id }
        listSlugs[id] = nil
        deletedLists[id] = nil
        favouriteFilms[id] = nil
        importTurns[id] = nil
        importChoices[id] = nil
        plays[id] = nil
        sentLogs[id] = nil
        follows = follows.filter { $0.key.from != id && $0.key.to != id }
        blocks = blocks.filter { $0.key.from != id && $0.key.to != id }
        comments = comments.filter { $0.value.author != id }
        sessions = sessions.filter { $0.value.user != id }
        tokens = tokens.filter { $0.value.member != id }
        dropUnusedPosters()
    }

    private func checkFree(_ name: UserName, for id: User.ID) throws {
        if accounts.values.contains(where: { $0.user.name == name && $0.user.id != id }) {
            throw AccountError.nameTaken(name.text)
        }
    }
}

/// A password "hash" that is the password itself, marked: for tests of the use cases only, where bcrypt's
/// deliberate slowness would be all the test measured. Data hashes with bcrypt.
public struct InsecureTestPasswordHasher: PasswordHasher {
    public init() {}

    public func hash(_ password: Password) async throws -> String { "test:" + password.text }

    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        hash == "test:" + password
    }
}
