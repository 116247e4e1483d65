import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct DiaryScreenTests {
    static let films: [Movie] = [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)),
        .fixture(id: "2", title: "Heat", releaseDate: .year(1995)),
        .fixture(id: "3", title: "Up", releaseDate: .year(2009)),
    ]

    func log(_ shelf: Shelf, _ film: String, _ form: WatchForm) async throws -> WatchItemViewModel {
        let screen = shelf.watchForm
        await screen.didLog(form, of: shelf.film(film))
        let state = await screen.state
        if let failure = state.failure { throw failure }
        return try #require(state.watch)
    }

    @Test func theDiaryListsWatchesInMonthsNewestFirstWithTheirMarks() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await log(shelf, "1", WatchForm(day: "2024-03-02", rating: "7", isLiked: true))
        _ = try await log(shelf, "2", WatchForm(day: "2024-03-12", rating: "10"))
        _ = try await log(shelf, "2", WatchForm(day: "2023-12-25"))
        _ = try await log(shelf, "3", WatchForm(day: "unknown"))
        let screen = DiaryViewModel(diary: shelf.diary, member: shelf.ana)
        await screen.didLoad()
        let state = await screen.state
        #expect(state.months.map(\.heading) == ["March 2024", "December 2023", "Date unknown"])
        let march = try #require(state.months.first?.items)
        #expect(march.map(\.title) == ["Heat", "Alien"])
        #expect(march.map(\.dayText) == ["Mar 12", "Mar 2"])
        #expect(march[1].stars == 3.5 && march[1].ratingText == "7/10" && march[1].isLiked)
        #expect(!march[0].isRewatch, "the other watch of Heat was later logged, of an earlier day")
        #expect(state.months[2].items.first?.dayText == "Date unknown")
        #expect(state.totalCount == 4)

        let korean = DiaryViewModel(diary: shelf.diary, member: shelf.ana, strings: .korean)
        await korean.didLoad(filter: DiaryFilter(year: 2024))
        #expect(await korean.state.months.map(\.heading) == ["2024년 3월"])
    }

    @Test func aDeletedWatchComesBackWithUndo() async throws {
        let shelf = try await Shelf(Self.films)
        let heat = try await log(shelf, "2", WatchForm(day: "2024-03-12"))
        let screen = DiaryViewModel(diary: shelf.diary, member: shelf.ana)
        await screen.didLoad()
        await screen.didDelete(heat.id)
        var state = await screen.state
        #expect(state.notice == "Deleted your watch of \u{201C}Heat\u{201D}." && state.canUndo && state.items.isEmpty)
        await screen.didUndo()
        state = await screen.state
        #expect(state.items.map(\.id) == [heat.id] && !state.canUndo)
        await screen.didDelete(Watch.ID("not-a-watch"))
        #expect(await screen.state.failure?.kind == .notFound)
    }

    @Test func theFormNamesTheFieldAtFaultAndWritesNothing() async throws {
        let shelf = try await Shelf(Self.films)
        let screen = shelf.watchForm
        for (form, field, code) in [
            (WatchForm(day: "2024-02-30"), "day", "invalid_day"),
            (WatchForm(day: "2030-01-01"), "day", "invalid_day"),
            (WatchForm(day: "1970-01-01"), "day", "invalid_day"),
            (WatchForm(rating: "0"), "rating", "invalid_rating"),
            (WatchForm(rating: "11"), "rating", "invalid_rating"),
            (WatchForm(rating: "7.5"), "rating", "invalid_rating"),
            (WatchForm(review: "Tense."), "rating", "invalid_rating"),
        ] {
            await screen.didLog(form, of: shelf.film("1"))
            let failure = await screen.state.failure
            #expect(failure?.field == field && failure?.code == code && failure?.kind == .invalidInput, "\(form)")
        }
        #expect(try await shelf.store.allWatches(of: shelf.ana).isEmpty)
        await screen.didLog(WatchForm(), of: shelf.film("1"))
        #expect(await screen.state.watch?.day == "2027-01-15", "an empty day is today")
        #expect(await screen.state.notice == "Logged \u{201C}Alien\u{201D}.")
    }

    @Test func theFilmScreenSaysWhatTheDiarySaysOfTheFilm() async throws {
        let shelf = try await Shelf(Self.films)
        let film = shelf.film(FilmLookup.id(Movie.ID("2")), member: shelf.ana)
        await film.didLoad()
        #expect(await film.state.diaryLine == nil)
        _ = try await log(shelf, "2", WatchForm(day: "2024-03-12", rating: "6"))
        _ = try await log(shelf, "2", WatchForm(day: "2020-01-01", rating: "8"))
        _ = try await log(shelf, "2", WatchForm(day: "unknown"))
        await film.didLoad()
        // The rating is the latest rated watch's (2024's), not the last one logged.
        #expect(await film.state.diaryLine == "Watched 3 times, last on March 12, 2024 · your rating 6/10")
        let nobody = shelf.film(FilmLookup.id(Movie.ID("2")))
        await nobody.didLoad()
        #expect(await nobody.state.diaryLine == nil)
    }

    @Test func cardsMarkTheFilmsTheMemberWatchedWithTheirRatingForThemOnly() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await log(shelf, "2", WatchForm(day: "2024-03-12", rating: "8"))
        let review = FilmReviewsViewModel(film: shelf.film("1"), reviews: shelf.reviews, member: shelf.ana)
        await review.didWrite(try ReviewDraft(rating: 6, text: nil, hasSpoilers: false))
        let search = shelf.search(member: shelf.ana)
        await search.didSearch("e")
        let marks = await search.state.marks
        #expect(marks.mark(of: Movie.ID("2")) == FilmMark(watched: true, rating: 8))
        #expect(marks.mark(of: Movie.ID("1")) == FilmMark(watched: true, rating: 6), "a review alone is a watch")
        #expect(marks.mark(of: Movie.ID("3")) == nil)
        let nobody = shelf.search()
        await nobody.didSearch("e")
        #expect(await nobody.state.marks.mark(of: Movie.ID("2")) == nil)
    }
}
