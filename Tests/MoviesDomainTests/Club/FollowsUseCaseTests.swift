import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// Following and blocking as members meet them: one-way follows, a block the blocked member never hears of,
/// and the profile, lists and likes that ``Privacy`` shapes.
@Suite struct FollowsUseCaseTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Alien", releaseDate: .year(1979))])

    var films: FilmSource { FilmSource(.catalog, movies: movies) }
    var follows: FollowsUseCase { FollowsUseCase(follows: store, users: store, diary: store, now: clock.now) }
    var profiles: ProfileUseCase {
        ProfileUseCase(
            users: store, favourites: store, diary: store, reviews: store, lists: store, follows: store, films: films,
            now: clock.now)
    }
    var reviews: ReviewsUseCase {
        ReviewsUseCase(
            reviews: store, diary: store, opinions: store, users: store, follows: store, films: films, now: clock.now)
    }

    func member(_ name: String) async throws -> User {
        try await AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()).register(
            name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            password: try Password("long enough"))
    }

    @Test func followingIsOneWayByNameAndSaysWhenNothingChanged() async throws {
        let ana = try await member("ana")
        let bob = try await member("bob")
        #expect(try await follows.follow(named: "ANA", by: bob.id) == FollowChange(name: ana.name, changed: true))
        #expect(try await follows.follow(named: "ana", by: bob.id).changed == false)
        #expect(
            try await profiles.profile(named: "ana", for: bob.id).follows == FollowCounts(followers: 1, following: 0))
        #expect(try await profiles.profile(named: "ana", for: bob.id).standing == Standing(follows: true))
        #expect(try await profiles.profile(named: "bob", for: ana.id).standing == Standing(followedBy: true))
        #expect(try await follows.followers(named: "ana", seenBy: nil).follows.items.map(\.member) == [bob])
        #expect(try await follows.unfollow(named: "ana", by: bob.id).changed)
        #expect(try await follows.unfollow(named: "ana", by: bob.id).changed == false)
        await #expect(throws: ClubError.followingOneself) { try await follows.follow(named: "bob", by: bob.id) }
        await #expect(throws: AccountError.notFound) { try await follows.follow(named: "nobody", by: bob.id) }
    }

    @Test func aBlockedMemberMeetsTheBlockerAsNobodyAndIsNeverTold() async throws {
        let ana = try await member("ana")
        let bob = try await member("bob")
        _ = try await follows.follow(named: "ana", by: bob.id)
        #expect(try await follows.block(named: "bob", by: ana.id).changed)

        // Bob: Ana is as a name nobody has, whatever he tries, blocking her back too.
        for attempt in [
            { try await follows.follow(named: "ana", by: bob.id) },
            { try await follows.unfollow(named: "ana", by: bob.id) },
        ] as [@Sendable () async throws -> FollowChange] {
            await #expect(throws: AccountError.notFound) { try await attempt() }
        }
        await #expect(throws: AccountError.notFound) { try await profiles.profile(named: "ana", for: bob.id) }
        await #expect(throws: AccountError.notFound) { try await follows.followers(named: "ana", seenBy: bob.id) }
        await #expect(throws: AccountError.notFound) { try await follows.block(named: "ana", by: bob.id) }

        // Signed out, Ana's page is there as ever.
        #expect(try await profiles.profile(named: "ana", for: nil).member == ana)
    }

    @Test func theBlockerSeesWhomTheyBlockedAndNothingTheyDo() async throws {
        let ana = try await member("ana")
        let bob = try await member("bob")
        _ = try await reviews.write(
            try ReviewDraft(rating: 8, text: "Tense.", hasSpoilers: false), about: alien, by: bob.id)
        try await store.setPublic(true, for: bob.id)
        _ = try await follows.block(named: "bob", by: ana.id)

        let seen = try await profiles.profile(named: "bob", for: ana.id)
        #expect(seen.standing == Standing(blocks: true))
        #expect(seen.reviews.items.isEmpty && seen.recentWatches == nil && seen.counts.films == nil)
        #expect(try await profiles.profile(named: "bob", for: nil).reviews.items.count == 1)
        await #expect(throws: ClubError.blockedByYou("bob")) { try await follows.follow(named: "bob", by: ana.id) }
        #expect(try await follows.blocked(by: ana.id).map(\.member) == [bob])
        await #expect(throws: ReviewLikeError.noSuchReview) {
            try await reviews.like(reviewOf: alien, byPersonNamed: try UserName("bob"), from: ana.id)
        }
        _ = try await follows.unblock(named: "bob", by: ana.id)
        try await reviews.like(reviewOf: alien, byPersonNamed: try UserName("bob"), from: ana.id)
        #expect(try await profiles.profile(named: "bob", for: ana.id).reviews.items.count == 1)
    }

    var alien: FilmReference { FilmReference(source: .catalog, movieID: Movie.ID("1")) }
}
