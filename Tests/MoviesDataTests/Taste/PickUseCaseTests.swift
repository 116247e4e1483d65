import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// Tonight's pick over the catalog: friends only, nothing any of them watched or set aside, a film one of
/// them saved brought forward with why, the length and decade asked kept, the least happy member first.
@Suite struct PickUseCaseTests {
    struct Club {
        let store: InMemoryMemberStore
        let repository: CatalogMoviesRepository
        let ana: User
        let bob: User
        let cyd: User
        let watched: Set<FilmReference>

        var picks: PickUseCase {
            PickUseCase(
                diary: store, saved: store, dismissed: store, recommendations: repository, follows: store,
                users: store)
        }

        /// Ana loves Coppola's films; Bob rates a few well-known films, a western highest; Cyd only follows.
        static func make() async throws -> Club {
            let store = InMemoryMemberStore()
            let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
            var users: [User] = []
            for name in ["ana", "bob", "cyd"] { users.append(try await MemberFixtures.add(name, to: store)) }
            let (ana, bob, cyd) = (users[0], users[1], users[2])
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            _ = try await store.follow(bob.id, by: ana.id, at: now)
            _ = try await store.follow(ana.id, by: bob.id, at: now)
            _ = try await store.follow(cyd.id, by: ana.id, at: now)
            // What ana is suggested with bob reads his diary: he lets anyone read it.
            try await store.setPublic(true, for: bob.id)
            // The Godfather, Part II, Apocalypse Now, The Conversation; then Star Wars and others.
            let rated: [(User, String, Int)] = [
                (ana, "47703", 10), (ana, "184768", 10), (ana, "182692", 9), (ana, "1009788", 9), (ana, "17738", 4),
                (bob, "17738", 8), (bob, "47703", 6), (bob, "42198", 9),
            ]
            var watched = Set<FilmReference>()
            for (member, id, rating) in rated {
                let movie = try await repository.movie(withID: Movie.ID(id))
                let reference = FilmReference(source: .catalog, movieID: movie.id)
                watched.insert(reference)
                let details = try WatchDetails(day: nil, rating: rating, isRewatch: false, isLiked: false)
                _ = try await store.add(
                    Watch(
                        id: .make(), member: member.id, film: WatchedFilm(movie, reference: reference),
                        details: details, logged: now))
            }
            return Club(repository: repository, ana: ana, bob: bob, cyd: cyd, watched: watched, store: store)
        }

        init(
            repository: CatalogMoviesRepository, ana: User, bob: User, cyd: User, watched: Set<FilmReference>,
            store: InMemoryMemberStore
        ) {
            self.repository = repository
            (self.ana, self.bob, self.cyd, self.watched) = (ana, bob, cyd, watched)
            self.store = store
        }
    }

    func references(_ pick: GroupPick) -> [FilmReference] {
        pick.films.map { FilmReference(source: .catalog, movieID: $0.movie.id) }
    }

    @Test func friendsGetFilmsNoneOfThemWatchedTheLeastHappyFirst() async throws {
        let club = try await Club.make()
        #expect(club.watched.count == 6)
        let pick = try await club.picks.pick(for: club.ana.id, with: ["@Bob"])
        #expect(pick.members.map(\.name.text) == ["ana", "bob"] && pick.films.count == 20)
        #expect(Set(references(pick)).isDisjoint(with: club.watched))
        // Anyone likely a point under their own average or more is unhappy: the least happy orders the films.
        let least = pick.films.map { film in
            (min(-1, film.likely.compactMap { $0.map { $0.predicted - $0.average } }.min()!) * 2).rounded(.down) / 2
        }
        #expect(least == least.sorted(by: >), "the least happy member orders the films: \(least)")
        #expect(pick.films.allSatisfy { $0.likely.count == 2 && $0.likely.allSatisfy { $0?.reasons.isEmpty == false } })
        let anas = pick.films.flatMap { $0.likely[0]?.reasons ?? [] }
        let people = anas.compactMap { if case .person(let name, _, _, _) = $0 { name } else { nil } }
        #expect(people.contains("Al Pacino"), "the people of her favourites are said: \(anas)")
    }

    /// What of a friend's diary reaches the pick is ``Privacy``'s to say: a private diary is not read at all
    /// (no rating of it counts, none of its films is left out as seen, nothing is said of its member), unless
    /// its member lets it shape picks, and then it counts while nothing is said.
    @Test func aPrivateDiaryIsNotReadUnlessItsMemberLetsItShapePicksAndThenNothingIsSaid() async throws {
        let club = try await Club.make()
        let heat = Movie.ID("42198")
        let open = try await club.picks.pick(for: club.ana.id, with: ["bob"], limit: 200)
        try await club.store.setPublic(false, for: club.bob.id)
        let closed = try await club.picks.pick(for: club.ana.id, with: ["bob"], limit: 200)
        #expect(closed.films.allSatisfy { $0.likely[1] == nil && $0.likely[0] != nil }, "nothing said of bob")
        #expect(closed.films.contains { $0.movie.id == heat }, "the film bob watched is not left out")
        #expect(closed.films.map(\.movie.id) != open.films.map(\.movie.id))

        try await club.store.setShapesPicks(true, for: club.bob.id)
        let shaped = try await club.picks.pick(for: club.ana.id, with: ["bob"], limit: 200)
        #expect(shaped.films.allSatisfy { $0.likely[1] == nil }, "still nothing said of bob")
        #expect(!shaped.films.contains { $0.movie.id == heat }, "what bob watched is left out")
        #expect(shaped.films.map(\.movie.id) == open.films.map(\.movie.id), "his ratings count as when public")

        _ = try await club.store.block(club.ana.id, by: club.bob.id, at: Date())
        await #expect(throws: PickError.self) { try await club.picks.pick(for: club.ana.id, with: ["bob"]) }
    }

    @Test func aFilmSavedComesForwardAndOneSetAsideGoes() async throws {
        let club = try await Club.make()
        let before = try await club.picks.pick(for: club.ana.id, with: ["bob"], limit: 60)
        let later = try #require(before.films.last)
        let reference = FilmReference(source: .catalog, movieID: later.movie.id)
        _ = try await club.store.save(
            SavedFilm(film: reference, movie: later.movie, savedAt: Date()), poster: nil, for: club.bob.id)
        let after = try await club.picks.pick(for: club.ana.id, with: ["bob"], limit: 60)
        let place = try #require(after.films.firstIndex { $0.movie.id == later.movie.id })
        #expect(place < before.films.count - 1, "saved, it comes forward")
        #expect(after.films[place].likely[1]?.reasons.first == .saved)
        #expect(try #require(after.films[place].likely[1]).predicted > (try #require(later.likely[1])).predicted)

        let first = try #require(after.films.first)
        _ = try await club.store.dismiss(
            FilmReference(source: .catalog, movieID: first.movie.id), by: club.bob.id, at: Date())
        let again = try await club.picks.pick(for: club.ana.id, with: ["bob"])
        #expect(!again.films.contains { $0.movie.id == first.movie.id }, "one member set it aside")
    }

    @Test func theLengthAndDecadesAskedAreKept() async throws {
        let club = try await Club.make()
        let filter = try PickFilter(under: "1h40", genres: ["crime"], decades: ["1970s", "80s"])
        #expect(filter.maxRuntime == 100 && filter.decades == [1970, 1980] && filter.genres == [.crime])
        let pick = try await club.picks.pick(for: club.ana.id, with: ["bob"], filter: filter)
        #expect(!pick.films.isEmpty)
        for film in pick.films {
            #expect(film.movie.runtime.map { $0 <= 100 } == true, "\(film.movie.title)")
            #expect(film.movie.releaseDate.year.map { (1970...1989).contains($0) } == true)
            #expect(film.movie.genres.contains("Crime"), "\(film.movie.genres)")
        }
    }

    @Test func onlyFriendsAndAFewOfThemAreTaken() async throws {
        let club = try await Club.make()
        let picks = club.picks
        await #expect(throws: PickError.notFriends("cyd")) { try await picks.pick(for: club.ana.id, with: ["cyd"]) }
        await #expect(throws: PickError.noCompanions) { try await picks.pick(for: club.ana.id, with: []) }
        await #expect(throws: PickError.noCompanions) { try await picks.pick(for: club.ana.id, with: ["ana"]) }
        await #expect(throws: PickError.emptyName) { try await picks.pick(for: club.ana.id, with: ["bob", " "]) }
        await #expect(throws: PickError.unknownMember("zed")) { try await picks.pick(for: club.ana.id, with: ["zed"]) }
        let many = (1...8).map { "m\($0)" }
        await #expect(throws: PickError.tooMany(9)) { try await picks.pick(for: club.ana.id, with: many) }
        #expect(try await picks.friends(of: club.ana.id).map(\.name.text) == ["bob"])
        #expect(throws: PickError.length("soon")) { try PickFilter(under: "soon", genres: [], decades: []) }
        #expect(throws: PickError.runtime(0)) { try PickFilter(under: "0", genres: [], decades: []) }
        #expect(throws: PickError.genre("polka")) { try PickFilter(under: nil, genres: ["polka"], decades: []) }
    }
}
