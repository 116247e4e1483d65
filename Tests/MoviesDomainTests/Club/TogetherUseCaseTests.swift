import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// Watching together as members meet it: only friends are named, a refused name logs nothing, the named
/// one is offered the watch and accepting makes their own watch of that day with their own rating.
@Suite struct TogetherUseCaseTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Heat", releaseDate: .year(1995))])
    let heat = FilmReference(source: .catalog, movieID: Movie.ID("1"))

    var diary: DiaryUseCase {
        DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            now: clock.now)
    }
    var together: TogetherUseCase {
        TogetherUseCase(together: store, follows: store, users: store, diary: diary, now: clock.now)
    }

    func member(_ name: String) async throws -> User {
        let user = User(
            id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "x")
        return user
    }

    func friends(_ one: User, _ other: User) async throws {
        _ = try await store.follow(other.id, by: one.id, at: clock.now())
        _ = try await store.follow(one.id, by: other.id, at: clock.now())
    }

    @Test func onlyFriendsAreNamedAndARefusedNameLogsNothing() async throws {
        let (ana, bob, cyd) = (try await member("ana"), try await member("bob"), try await member("cyd"))
        try await friends(ana, bob)
        _ = try await store.follow(cyd.id, by: ana.id, at: clock.now())
        let draft = WatchDraft(day: try CalendarDay("2024-03-12"), rating: 8)
        await #expect(throws: TogetherError.notFriends("cyd"), "ana follows cyd, who does not follow back") {
            try await together.log(draft, of: heat, by: ana.id, with: ["bob", "cyd"])
        }
        await #expect(throws: TogetherError.unknownMember("nobody")) {
            try await together.log(draft, of: heat, by: ana.id, with: ["nobody"])
        }
        await #expect(throws: TogetherError.yourself) {
            try await together.log(draft, of: heat, by: ana.id, with: ["ana"])
        }
        await #expect(throws: TogetherError.emptyName) {
            try await together.log(draft, of: heat, by: ana.id, with: ["bob", " "])
        }
        #expect(try await diary.diary(of: ana.id).totalCount == 0, "nothing logged")

        let logged = try await together.log(draft, of: heat, by: ana.id, with: ["@bob", " BOB "])
        #expect(logged.watch.companions == ["bob"], "named once, however written")
        _ = try await store.block(ana.id, by: bob.id, at: clock.now())
        await #expect(throws: TogetherError.unknownMember("bob"), "to the member he blocked, bob is nobody") {
            try await together.name(["bob"], on: logged.watch.id, by: ana.id)
        }
    }

    @Test func acceptingMakesTheirOwnWatchOfThatDayWithTheirOwnRating() async throws {
        let (ana, bob) = (try await member("ana"), try await member("bob"))
        try await friends(ana, bob)
        let logged = try await together.log(
            WatchDraft(day: try CalendarDay("2024-03-12"), rating: 8), of: heat, by: ana.id, with: ["bob"])
        let offers = try await together.offers(to: bob.id)
        #expect(offers.map(\.fromName) == ["ana"] && offers.first?.film.title == "Heat")

        let accepted = try await together.accept(logged.watch.id, rating: 6, by: bob.id)
        #expect(accepted.watch.member == bob.id && accepted.watch.details.rating == 6)
        #expect(accepted.watch.details.day?.description == "2024-03-12" && accepted.watch.companions == ["ana"])
        #expect(try await diary.summary(of: heat, for: ana.id).rating == 8, "ana's rating is hers")
        await #expect(throws: TogetherError.offerNotFound, "answered once") {
            try await together.accept(logged.watch.id, rating: nil, by: bob.id)
        }
        await #expect(throws: TogetherError.offerNotFound) { try await together.dismiss(logged.watch.id, by: bob.id) }
        #expect(try await diary.statistics(of: bob.id).watchedWith.map(\.key) == ["ana"])
    }

    /// One watch a day: a member who logged the film on the offer's day already accepts with that watch.
    @Test func acceptingOnADayTheMemberLoggedTheFilmIsThatWatch() async throws {
        let (ana, bob) = (try await member("ana"), try await member("bob"))
        try await friends(ana, bob)
        let march = try CalendarDay("2024-03-12")
        let own = try await diary.log(WatchDraft(day: march), of: heat, by: bob.id)
        let logged = try await together.log(WatchDraft(day: march, rating: 8), of: heat, by: ana.id, with: ["bob"])
        let accepted = try await together.accept(logged.watch.id, rating: 7, by: bob.id)
        #expect(accepted.watch.id == own.watch.id && accepted.watch.companions == ["ana"])
        #expect(accepted.watch.details.rating == 7, "the rating it lacked")
        #expect(try await diary.summary(of: heat, for: bob.id).timesWatched == 1)
    }

    @Test func aDismissedOfferLogsNothing() async throws {
        let (ana, bob) = (try await member("ana"), try await member("bob"))
        try await friends(ana, bob)
        let logged = try await together.log(WatchDraft(day: nil), of: heat, by: ana.id, with: ["bob"])
        try await together.dismiss(logged.watch.id, by: bob.id)
        #expect(try await together.offers(to: bob.id).isEmpty)
        #expect(try await diary.diary(of: bob.id).totalCount == 0)
    }
}
