import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// Members among members over memory: a store, two films, members made by name, and the club's use cases.
struct ClubShelf {
    let store = InMemoryMemberStore()
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)),
        .fixture(id: "2", title: "Heat", releaseDate: .year(1995)),
    ])

    func member(_ name: String) async throws -> User {
        try await AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()).register(
            name: try UserName(name), fullName: try FullName(given: name.capitalized, family: "Test"),
            password: try Password("long enough"))
    }

    /// `names`, each a member, every one following every other.
    func friends(_ names: String...) async throws -> [User] {
        var members: [User] = []
        for name in names { members.append(try await member(name)) }
        for one in members {
            for other in members where other.id != one.id {
                _ = try await follows.follow(named: other.name.text, by: one.id)
            }
        }
        return members
    }

    var follows: FollowsUseCase { FollowsUseCase(follows: store, users: store, diary: store, now: clock.now) }
    var feed: FeedUseCase { FeedUseCase(feed: store, users: store) }
    var comments: CommentsUseCase {
        CommentsUseCase(comments: store, reviews: store, follows: store, diary: store, now: clock.now)
    }
    var diary: DiaryUseCase {
        DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            follows: store, now: clock.now)
    }
    var together: TogetherUseCase {
        TogetherUseCase(together: store, follows: store, users: store, diary: diary, now: clock.now)
    }
    var notifications: NotificationsUseCase { NotificationsUseCase(notices: store, now: clock.now) }

    /// `member`'s watch of film `id`, logged through the form as a person would.
    @discardableResult
    func log(_ id: String, by member: User, _ form: WatchForm) async throws -> WatchItemViewModel {
        let screen = WatchFormViewModel(watches: together, member: member.id)
        await screen.didLog(form, of: FilmReference(source: .catalog, movieID: Movie.ID(id)))
        let state = await screen.state
        if let failure = state.failure { throw failure }
        return try #require(state.watch)
    }
}
