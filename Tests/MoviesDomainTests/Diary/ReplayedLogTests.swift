import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// A phone sends a log again when it lost the answer: the diary has the watch once.
@Suite struct ReplayedLogTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()  // 2027-01-15
    let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Alien", releaseDate: .year(1979))])
    let alien = FilmReference(source: .catalog, movieID: Movie.ID("1"))

    var diary: DiaryUseCase {
        DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            sentLogs: store, now: clock.now)
    }

    func member(_ name: String) async throws -> User {
        let user = User(
            id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "x")
        return user
    }

    func draft(_ day: String, replay: String) throws -> WatchDraft {
        var draft = WatchDraft(day: try CalendarDay(day), rating: 8)
        draft.replayID = ReplayID(replay)
        return draft
    }

    @Test func aLogSentTwiceIsOneWatchAndTheSecondAnswerIsTheFirstWatch() async throws {
        let ana = try await member("ana")
        let first = try await diary.log(try draft("2026-12-24", replay: "phone-log-0001"), of: alien, by: ana.id)
        let again = try await diary.log(try draft("2026-12-24", replay: "phone-log-0001"), of: alien, by: ana.id)
        #expect(again.watch == first.watch)
        #expect(try await store.allWatches(of: ana.id).count == 1)
        // Another log of the same film and day is another watch: a new id is a new log.
        _ = try await diary.log(try draft("2026-12-24", replay: "phone-log-0002"), of: alien, by: ana.id)
        #expect(try await store.allWatches(of: ana.id).count == 2)
    }

    @Test func aLogThatGaveAWatchOfNoDayItsDayIsNotARewatchWhenSentAgain() async throws {
        let ana = try await member("ana")
        _ = try await diary.log(WatchDraft(day: nil, rating: 6), of: alien, by: ana.id)
        let given = try await diary.log(try draft("2026-12-24", replay: "phone-log-0003"), of: alien, by: ana.id)
        #expect(given.gaveDay)
        let again = try await diary.log(try draft("2026-12-24", replay: "phone-log-0003"), of: alien, by: ana.id)
        #expect(again.watch.id == given.watch.id)
        #expect(try await store.allWatches(of: ana.id).map(\.details.isRewatch) == [false])
    }

    @Test func aRefusedLogIsFixedAndSentAgainWithItsIdWhileADeletedOneStaysDeleted() async throws {
        let ana = try await member("ana")
        await #expect(throws: WatchError.dayBeforeRelease(try CalendarDay("1970-01-01"), year: 1979)) {
            try await diary.log(try draft("1970-01-01", replay: "phone-log-0004"), of: alien, by: ana.id)
        }
        let fixed = try await diary.log(try draft("1980-01-01", replay: "phone-log-0004"), of: alien, by: ana.id)
        _ = try await diary.delete(fixed.watch.id, by: ana.id)
        await #expect(throws: WatchError.loggedAndDeleted) {
            try await diary.log(try draft("1980-01-01", replay: "phone-log-0004"), of: alien, by: ana.id)
        }
        #expect(try await store.allWatches(of: ana.id).isEmpty)
    }

    @Test func anIdIsEightToSixtyFourLettersDigitsAndHyphens() {
        #expect(ReplayID("3f2a9c1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f") != nil)
        #expect(ReplayID("short") == nil)
        #expect(ReplayID(String(repeating: "a", count: 65)) == nil)
        #expect(ReplayID("phone log 1") == nil)
        #expect(ReplayID("phone-lög-1") == nil)
    }
}
