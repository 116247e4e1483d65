import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Plays made watches by the rules of every watch, on every store: found by id, never guessed, one watch
/// however often a play is sent or however many devices played the film that day, a watch of no day given
/// the play's day, and a play that fits no film kept until its member chooses.
@Suite struct PlaysTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    static func uses(_ fixtures: Fixtures) -> PlaysUseCase {
        PlaysUseCase(
            plays: fixtures.store, reader: MediaServerPayloads(),
            matcher: FilmMatcher(movies: fixtures.movies, identifiers: FixtureIdentifiers(), source: .catalog),
            diary: fixtures.diary, watches: fixtures.store, choices: fixtures.store, now: fixtures.now)
    }

    static func play(_ json: String) -> Data { Data(json.utf8) }

    @Test(arguments: Kind.available)
    func aPlaySentAgainOrFromAnotherDeviceIsOneWatchWithItsSource(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let plays = Self.uses(fixtures)
            let ana = try await MemberFixtures.add("ana", to: store)
            let jellyfin = Self.play(
                #"{"NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": "Whatever", "Year": 1971, "Provider_imdb": "tt1000001", "PlayedToCompletion": true, "Timestamp": "2024-03-01T23:30:00.0000000-05:00"}"#
            )
            let first = try #require(try await plays.receive(jellyfin, from: .jellyfin, for: ana.id))
            #expect(first.isNew && first.play.matched == Fixtures.film(1))
            guard case .logged(let id) = first.play.fate else { throw PlayTestFailure("\(first.play.fate)") }
            let again = try #require(try await plays.receive(jellyfin, from: .jellyfin, for: ana.id))
            #expect(!again.isNew && again.play.id == first.play.id, "a retry is the same play")
            let plex = Self.play(#"{"imdb": "tt1000001", "watched_at": "2024-03-01T21:00:00-05:00"}"#)
            let other = try #require(try await plays.receive(plex, from: .player, for: ana.id))
            #expect(!other.isNew, "the same film that day from another device: one watch")
            let watches = try await store.watches(of: Fixtures.film(1), by: ana.id)
            #expect(watches.map(\.id) == [id] && watches.first?.source == .jellyfin)
            #expect(watches.first?.details.day?.description == "2024-03-01")
            #expect(try await plays.recent(of: ana.id).count == 1)
        }
    }

    /// Two servers of one database receiving the same play at once (a server retrying, two devices), as
    /// many tasks over one store: kept once, one watch.
    @Test(arguments: Kind.available)
    func aPlayReceivedManyTimesAtOnceIsOneWatch(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let play = Self.play(#"{"imdb": "tt1000002", "watched_at": "2024-03-01T21:00:00Z"}"#)
            let new = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await Self.uses(fixtures).receive(play, from: .player, for: ana.id)?.isNew ?? false
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(new == 1)
            #expect(try await store.watches(of: Fixtures.film(2), by: ana.id).count == 1)
        }
    }

    @Test(arguments: Kind.available)
    func aPlayThatFitsNoFilmWaitsAndTheChoiceIsKeptForTheNext(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let plays = Self.uses(fixtures)
            let ana = try await MemberFixtures.add("ana", to: store)
            let unknown = Self.play(
                #"{"title": "A Film No One Made", "year": 1999, "watched_at": "2024-05-01T20:00:00Z"}"#)
            let waiting = try #require(try await plays.receive(unknown, from: .player, for: ana.id)).play
            #expect(waiting.isWaiting && waiting.matched == nil)
            #expect(try await store.allWatches(of: ana.id).count == 0, "never a guess")
            let chosen = try await plays.choose(Fixtures.film(3), for: waiting.id, of: ana.id)
            guard case .logged = chosen.fate else { throw PlayTestFailure("\(chosen.fate)") }
            await #expect(throws: PlayError.notWaiting) { try await plays.choose(nil, for: waiting.id, of: ana.id) }
            let later = Self.play(
                #"{"title": "A Film No One Made", "year": 1999, "watched_at": "2024-06-01T20:00:00Z"}"#)
            let next = try #require(try await plays.receive(later, from: .player, for: ana.id)).play
            #expect(next.matched == Fixtures.film(3), "the member's choice, kept")
            #expect(try await store.watches(of: Fixtures.film(3), by: ana.id).count == 2)
        }
    }

    @Test func anEpisodeOrAStoppedFilmIsKeptAsSkippedAndAWatchOfNoDayIsGivenItsDay() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let plays = Self.uses(fixtures)
        let ana = try await MemberFixtures.add("ana", to: store)
        let episode = Self.play(
            #"{"NotificationType": "PlaybackStop", "ItemType": "Episode", "Name": "Pilot", "PlayedToCompletion": true}"#
        )
        let skipped = try #require(try await plays.receive(episode, from: .jellyfin, for: ana.id)).play
        #expect(skipped.fate == .skipped("an episode, not a film"))
        let stopped = Self.play(
            #"{"Event": "playback.stop", "Item": {"Type": "Movie", "Name": "Film 2", "ProductionYear": 1972, "RunTimeTicks": 1000}, "PlaybackInfo": {"PlayedToCompletion": false, "PositionTicks": 300}}"#
        )
        let halfway = try #require(try await plays.receive(stopped, from: .emby, for: ana.id)).play
        #expect(halfway.fate == .skipped("stopped at 30%: a film counts once played to 90%"))
        #expect(try await store.allWatches(of: ana.id).count == 0)
        _ = try await fixtures.diary.log(WatchDraft(day: nil, rating: 8), of: Fixtures.film(4), by: ana.id)
        let dated = Self.play(#"{"imdb": "tt1000004", "watched_at": "2024-07-01T20:00:00Z"}"#)
        _ = try await plays.receive(dated, from: .player, for: ana.id)
        let watches = try await store.watches(of: Fixtures.film(4), by: ana.id)
        #expect(watches.map(\.details.day?.description) == ["2024-07-01"] && watches.first?.details.rating == 8)
    }
}

struct PlayTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
