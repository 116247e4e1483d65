import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct DiaryUseCaseTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()  // 2027-01-15
    let movies = InMemoryMoviesRepository(movies: [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)), .fixture(id: "2", title: "Heat"),
    ])
    let alien = FilmReference(source: .catalog, movieID: Movie.ID("1"))

    var diary: DiaryUseCase {
        DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            now: clock.now)
    }

    func member(_ name: String) async throws -> User {
        let user = User(
            id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "x")
        return user
    }

    func day(_ text: String) throws -> CalendarDay { try CalendarDay(text) }

    @Test func aSecondWatchOfAFilmIsARewatchUnlessSaidOtherwise() async throws {
        let ana = try await member("ana")
        let first = try await diary.log(WatchDraft(day: try day("2020-05-01"), rating: 8), of: alien, by: ana.id)
        #expect(!first.watch.details.isRewatch)
        #expect(first.watch.film.title == "Alien" && first.watch.film.year == 1979)
        let second = try await diary.log(WatchDraft(day: try day("2024-05-01")), of: alien, by: ana.id)
        #expect(second.watch.details.isRewatch)
        let before = try await diary.log(WatchDraft(day: try day("2019-01-01")), of: alien, by: ana.id)
        #expect(!before.watch.details.isRewatch, "a day before every other watch is the first")
        let remembered = try await diary.log(WatchDraft(day: nil), of: alien, by: ana.id)
        #expect(!remembered.watch.details.isRewatch, "a watch of no known day was long ago")
        let sameDay = try await diary.log(WatchDraft(day: try day("2019-01-01")), of: alien, by: ana.id)
        #expect(sameDay.watch.details.isRewatch)
        #expect(sameDay.gaveDay && sameDay.watch.id == remembered.watch.id, "the watch of no day took the day")
        for watch in [before, sameDay] { _ = try await diary.delete(watch.watch.id, by: ana.id) }
        let said = try await diary.log(WatchDraft(day: nil, isRewatch: false), of: alien, by: ana.id)
        #expect(!said.watch.details.isRewatch)
        let summary = try await diary.summary(of: alien, for: ana.id)
        #expect(summary == FilmDiarySummary(watches: [second.watch, first.watch, said.watch], rating: 8))
        let lastDay = try day("2024-05-01")
        #expect(summary.timesWatched == 3 && summary.lastDay == lastDay)
    }

    /// The import's rule, for a watch logged by hand: a rating imported (a watch of no day) and then a watch
    /// logged on a day are one watch of that day, not a watch and a rewatch.
    @Test func aWatchOfADayGivesTheFilmsWatchOfNoDayItsDay() async throws {
        let ana = try await member("ana")
        let rated = try await diary.log(WatchDraft(day: nil, rating: 8, isLiked: true), of: alien, by: ana.id)
        let logged = try await diary.log(
            WatchDraft(day: try day("2024-03-12"), review: nil), of: alien, by: ana.id)
        let march = try day("2024-03-12")
        #expect(logged.gaveDay && logged.watch.id == rated.watch.id)
        #expect(logged.watch.details.day == march && !logged.watch.details.isRewatch)
        #expect(logged.watch.details.rating == 8 && logged.watch.details.isLiked, "what it had, it keeps")
        let summary = try await diary.summary(of: alien, for: ana.id)
        #expect(summary.timesWatched == 1 && summary.lastDay == march)

        let again = try await diary.log(WatchDraft(day: try day("2025-01-02"), rating: 9), of: alien, by: ana.id)
        #expect(!again.gaveDay && again.watch.details.isRewatch, "with no watch of no day left, it is a rewatch")
        #expect(try await diary.summary(of: alien, for: ana.id).timesWatched == 2)

        let bob = try await member("bob")
        _ = try await diary.log(WatchDraft(day: nil, rating: 7), of: alien, by: bob.id)
        let reviewed = try await diary.log(
            WatchDraft(day: try day("2023-06-01"), rating: 9, review: .init(text: "Better now.")), of: alien,
            by: bob.id)
        #expect(reviewed.gaveDay && reviewed.watch.details.rating == 9, "the rating said now is the watch's")
        #expect(reviewed.review?.content.text == "Better now." && reviewed.watch.isReviewed)
        let cyd = try await member("cyd")
        _ = try await diary.log(
            WatchDraft(day: nil, rating: 6, review: .init(text: "Old words.")), of: alien, by: cyd.id)
        let written = try await diary.log(
            WatchDraft(day: try day("2023-06-01"), rating: 8, review: .init(text: "New words.")), of: alien, by: cyd.id)
        #expect(
            !written.gaveDay && written.review?.content.text == "New words.", "a review written now is never dropped")
        #expect(try await store.reviews(by: cyd.id, page: .first, pageSize: 10).totalCount == 2)
        await #expect(throws: WatchError.self) {
            try await diary.log(WatchDraft(day: try day("1970-01-01")), of: alien, by: bob.id)
        }
        #expect(try await diary.summary(of: alien, for: bob.id).timesWatched == 1, "a day refused changes nothing")
    }

    @Test func theStartOfAnIdSeveralWatchesHaveIsAmbiguousAndNamesThem() async throws {
        let ana = try await member("ana")
        let film = WatchedFilm(
            reference: alien, title: "Alien", year: 1979, posterPath: nil, runtime: nil, genres: [], directors: [],
            cast: [])
        for (id, day) in [("abcd1111-0000", "2020-05-01"), ("abcd2222-0000", "2021-06-02"), ("ef001111-0000", nil)] {
            let details = try WatchDetails(day: try day.map(self.day), rating: nil, isRewatch: false, isLiked: false)
            try await store.add(
                Watch(id: Watch.ID(id), member: ana.id, film: film, details: details, logged: clock.now()))
        }
        #expect(try await diary.watchID(startingWith: "EF00", of: ana.id) == Watch.ID("ef001111-0000"))
        await #expect(
            throws: WatchError.ambiguousID(
                "abcd", watches: ["abcd2222 Alien (2021-06-02)", "abcd1111 Alien (2020-05-01)"])
        ) { try await diary.watchID(startingWith: "abcd", of: ana.id) }
    }

    @Test func aDayIsNeitherAheadOfTomorrowNorBeforeTheFilmAndNothingIsWrittenWhenItIs() async throws {
        let ana = try await member("ana")
        await #expect(throws: WatchError.dayInTheFuture(try day("2027-01-17"))) {
            try await diary.log(WatchDraft(day: try day("2027-01-17")), of: alien, by: ana.id)
        }
        await #expect(throws: WatchError.dayBeforeRelease(try day("1978-12-31"), year: 1979)) {
            try await diary.log(WatchDraft(day: try day("1978-12-31")), of: alien, by: ana.id)
        }
        #expect(try await store.allWatches(of: ana.id).isEmpty)
        // A day ahead of the server's is someone's today, east of it.
        _ = try await diary.log(WatchDraft(day: try day("2027-01-16")), of: alien, by: ana.id)
        _ = try await diary.log(WatchDraft(day: try day("1979-01-01")), of: alien, by: ana.id)
        #expect(WatchError.dayInTheFuture(try day("2027-01-17")).field == "day")
    }

    @Test func aWatchWithAReviewCarriesItWithItsRating() async throws {
        let ana = try await member("ana")
        await #expect(throws: WatchError.reviewWithoutRating) {
            try await diary.log(WatchDraft(day: nil, review: .init(text: "Tense.")), of: alien, by: ana.id)
        }
        let logged = try await diary.log(
            WatchDraft(day: nil, rating: 9, review: .init(text: "Tense.", hasSpoilers: true)), of: alien, by: ana.id)
        #expect(logged.review?.content == (try ReviewDraft(rating: 9, text: "Tense.", hasSpoilers: true)))
        #expect(try await store.review(of: alien, by: ana.id)?.content.text == "Tense.")
        let again = try await diary.log(
            WatchDraft(day: nil, rating: 6, review: .init(text: "Less so.")), of: alien, by: ana.id)
        #expect(again.review?.content.text == "Less so.")
        #expect(try await store.reviews(by: ana.id, page: .first, pageSize: 10).totalCount == 2, "one a watch")
        #expect(try await diary.summary(of: alien, for: ana.id).rating == 6)
    }

    @Test func loggingASavedFilmTakesItOffTheSavedFilmsUnlessKept() async throws {
        let ana = try await member("ana")
        let saved = SavedFilmsUseCase(
            saved: store, films: FilmSource(.catalog, movies: movies), posters: InMemoryPosterImagesRepository())
        try await saved.save(alien, for: ana.id)
        let kept = try await diary.log(WatchDraft(day: nil, keepSaved: true), of: alien, by: ana.id)
        let stillSaved = try await saved.isSaved(alien, for: ana.id)
        #expect(!kept.unsaved && stillSaved)
        let logged = try await diary.log(WatchDraft(day: nil), of: alien, by: ana.id)
        let savedAfter = try await saved.isSaved(alien, for: ana.id)
        #expect(logged.unsaved && !savedAfter)
        let notSaved = try await diary.log(WatchDraft(day: nil), of: alien, by: ana.id)
        #expect(!notSaved.unsaved)
    }

    @Test func onlyItsMemberEditsOrDeletesAWatchAndADeleteCanBeUndone() async throws {
        let ana = try await member("ana")
        let bob = try await member("bob")
        let logged = try await diary.log(WatchDraft(day: try day("2020-01-01"), rating: 4), of: alien, by: ana.id)
        let id = logged.watch.id
        let details = try WatchDetails(day: try day("2020-01-02"), rating: 7, isRewatch: true, isLiked: true)
        await #expect(throws: WatchError.notFound) { try await diary.edit(id, by: bob.id, to: details) }
        await #expect(throws: WatchError.notFound) { try await diary.delete(id, by: bob.id) }
        let edited = try await diary.edit(id, by: ana.id, to: details)
        #expect(edited.details == details && edited.logged == logged.watch.logged)
        await #expect(throws: WatchError.dayBeforeRelease(try day("1970-01-01"), year: 1979)) {
            try await diary.edit(
                id, by: ana.id,
                to: try WatchDetails(day: try day("1970-01-01"), rating: nil, isRewatch: false, isLiked: false))
        }
        #expect(try await diary.summary(of: alien, for: ana.id).rating == 7)
        #expect(try await diary.delete(id, by: ana.id) == edited)
        #expect(try await diary.diary(of: ana.id).items.isEmpty)
        #expect(try await diary.undoDelete(by: ana.id) == edited)
        #expect(try await diary.diary(of: ana.id).items == [edited])
    }

    @Test func aFilmOfAnotherSourceOrNoneIsRefused() async throws {
        let ana = try await member("ana")
        await #expect(throws: FilmUnavailable.self) {
            try await diary.log(
                WatchDraft(day: nil), of: FilmReference(source: .tmdb, movieID: Movie.ID("1")), by: ana.id)
        }
        await #expect(throws: (any Error).self) {
            try await diary.log(
                WatchDraft(day: nil), of: FilmReference(source: .catalog, movieID: Movie.ID("404")), by: ana.id)
        }
        #expect(try await store.allWatches(of: ana.id).isEmpty)
    }

    @Test func marksSayWhichFilmsOfAPageTheMemberWatchedAndRated() async throws {
        let ana = try await member("ana")
        let heat = FilmReference(source: .catalog, movieID: Movie.ID("2"))
        let gone = FilmReference(source: .catalog, movieID: Movie.ID("3"))
        _ = try await diary.log(WatchDraft(day: nil, rating: 10), of: alien, by: ana.id)
        _ = try await diary.log(WatchDraft(day: nil), of: heat, by: ana.id)
        #expect(
            try await diary.marks(among: [alien, heat, gone], for: ana.id) == [
                alien: FilmMark(watched: true, rating: 10), heat: FilmMark(watched: true, rating: nil),
            ])
    }
}
