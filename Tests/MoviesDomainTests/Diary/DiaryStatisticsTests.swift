import Foundation
import MoviesDomain
import Testing

@Suite struct DiaryStatisticsTests {
    static func film(
        _ id: String, year: Int, runtime: Int?, genres: [String], directors: [String], cast: [String] = []
    ) -> WatchedFilm {
        WatchedFilm(
            reference: FilmReference(source: .catalog, movieID: Movie.ID(id)), title: "Film \(id)", year: year,
            posterPath: nil, runtime: runtime, genres: genres, directors: directors, cast: cast,
            people: directors.first == "Dee" ? ["Dee": Person.ID("catalog:dee")] : [:])
    }

    static let heat = film(
        "1", year: 1995, runtime: 100, genres: ["Drama", "Crime"], directors: ["Dee"], cast: ["Xu", "Yan"])
    static let alien = film(
        "2", year: 1979, runtime: 90, genres: ["Science Fiction", "Sci-Fi"], directors: ["Dee"], cast: ["Xu"])
    static let odd = film("3", year: 2001, runtime: nil, genres: ["Weird"], directors: ["Eve"])
    static let old = film("4", year: 1977, runtime: 120, genres: [], directors: [])

    /// Newest first, as a store answers.
    static let watches: [Watch] = [
        watch(alien, "2024-03-14", rewatch: false), watch(heat, "2024-03-13", rewatch: true),
        watch(heat, "2024-03-12", rewatch: false), watch(odd, "2023-12-31", rewatch: false),
        watch(old, nil, rewatch: false),
    ]
    static let ratings = [heat.reference: 9, alien.reference: 7, old.reference: 10]

    static func watch(_ film: WatchedFilm, _ day: String?, rewatch: Bool) -> Watch {
        let details = try! WatchDetails(
            day: day.map { try! CalendarDay($0) }, rating: nil, isRewatch: rewatch, isLiked: false)
        return Watch(id: .make(), member: User.ID("ana"), film: film, details: details, logged: Date())
    }

    @Test func aYearCountsItsWatchesOnceAndItsFilmsOnce() throws {
        let year = DiaryStatistics(of: Self.watches, ratings: Self.ratings, year: 2024)
        #expect(year.watches == 3 && year.films == 2)
        #expect(year.minutes == 290 && abs(year.hours - 290.0 / 60) < 1e-9, "a rewatch's time counts again")
        #expect(year.byMonth == [0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(year.byWeekday == [0, 1, 1, 1, 0, 0, 0], "Tuesday, Wednesday, Thursday")
        #expect(year.byYear.isEmpty)
        #expect(year.firstWatches == 2 && year.rewatches == 1)
        let run = DiaryStatistics.Run(
            days: 3, first: try CalendarDay("2024-03-12"), last: try CalendarDay("2024-03-14"))
        #expect(year.longestRun == run)
        #expect(year.ratings == [0, 0, 0, 0, 0, 0, 1, 0, 1, 0])
        #expect(year.decades.map(\.key) == [1970, 1990] && year.decades.map(\.count) == [1, 1])
        #expect(year.genres.map(\.key) == [.known(.crime), .known(.drama), .known(.scienceFiction)])
        #expect(year.genres.allSatisfy { $0.count == 1 }, "a genre the source names twice counts once")
        #expect(year.directors == [DiaryStatistics.PersonCount(name: "Dee", page: Person.ID("catalog:dee"), films: 2)])
        #expect(year.actors.map(\.name) == ["Xu", "Yan"] && year.actors.map(\.films) == [2, 1])
        #expect(
            year.highestRated.map(\.film.title) == ["Film 1", "Film 2"] && year.highestRated.map(\.rating) == [9, 7])
        #expect(year.years == [2024, 2023])
    }

    @Test func allTimeCountsTheWatchesOfNoKnownDayAndEveryYear() {
        let all = DiaryStatistics(of: Self.watches, ratings: Self.ratings, year: nil)
        #expect(all.year == nil && all.watches == 5 && all.films == 4 && all.minutes == 410)
        #expect(all.byYear.map(\.key) == [2023, 2024] && all.byYear.map(\.count) == [1, 3])
        #expect(all.byMonth[2] == 3 && all.byMonth[11] == 1 && all.byMonth.reduce(0, +) == 4, "dated watches only")
        #expect(all.byWeekday[6] == 1, "2023-12-31 was a Sunday")
        #expect(all.decades.map(\.key) == [1970, 1990, 2000] && all.decades.map(\.count) == [2, 1, 1])
        #expect(all.genres.last?.key == .other("Weird"))
        #expect(all.highestRated.map(\.rating) == [10, 9, 7])
        #expect(all.ratings.reduce(0, +) == 3)
        #expect(all.longestRun?.days == 3)
    }

    @Test func anEmptyDiaryOrYearIsZeroes() {
        let none = DiaryStatistics(of: [], ratings: [:], year: nil)
        #expect(
            none.watches == 0 && none.films == 0 && none.longestRun == nil
                && none.byMonth == Array(repeating: 0, count: 12))
        let quiet = DiaryStatistics(of: Self.watches, ratings: Self.ratings, year: 1990)
        #expect(quiet.watches == 0 && quiet.highestRated.isEmpty && quiet.years == [2024, 2023])
    }

    @Test func theLongestRunCrossesMonthsAndYearsAndKeepsTheEarliestOfEqualRuns() throws {
        let days = ["2023-12-30", "2023-12-31", "2024-01-01", "2024-02-28", "2024-02-29", "2024-03-01", "2024-06-01"]
        let watches = days.reversed().map { Self.watch(Self.heat, $0, rewatch: true) }
        let run = try #require(DiaryStatistics(of: watches, ratings: [:], year: nil).longestRun)
        let (first, last) = (try CalendarDay("2023-12-30"), try CalendarDay("2024-01-01"))
        #expect(run.days == 3 && run.first == first && run.last == last)
        let twice = watches + [Self.watch(Self.alien, "2023-12-31", rewatch: false)]
        #expect(DiaryStatistics(of: twice, ratings: [:], year: nil).longestRun?.days == 3, "two films a day is one day")
    }
}
