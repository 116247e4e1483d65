import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct StatisticsScreenTests {
    @Test func theNumbersAreWordedAndEachChartHasItsLabels() async throws {
        let shelf = try await Shelf(DiaryScreenTests.films)
        let form = shelf.watchForm
        await form.didLog(WatchForm(day: "2024-03-12", rating: "7"), of: shelf.film("1"))
        await form.didLog(WatchForm(day: "2024-03-13", rating: "10"), of: shelf.film("2"))
        await form.didLog(WatchForm(day: "2023-01-01"), of: shelf.film("2"))
        let screen = StatisticsViewModel(diary: shelf.diary, member: shelf.ana)
        await screen.didLoad(year: 2024)
        var state = await screen.state
        #expect(state.title == "2024 in review" && state.years == [2024, 2023])
        #expect(state.headline.first == "2 films")
        #expect(state.headline.last == "2 days in a row, from March 12, 2024 to March 13, 2024")
        let months = try #require(state.charts.first { $0.id == "months" })
        #expect(months.bars.count == 12 && months.bars[2] == StatisticsState.Bar(label: "Mar", value: 2))
        let ratings = try #require(state.charts.first { $0.id == "ratings" })
        #expect(ratings.bars[6].label == "★★★½" && ratings.bars[6].value == 1 && ratings.bars[9].label == "★★★★★")
        #expect(!state.charts.contains { $0.id == "years" }, "a year has no chart of years")
        #expect(state.highestRated.map(\.title) == ["Heat", "Alien"])

        await screen.didLoad()
        state = await screen.state
        #expect(state.title == "All time" && state.charts.contains { $0.id == "years" })
        let korean = StatisticsViewModel(diary: shelf.diary, member: shelf.ana, strings: .korean)
        await korean.didLoad(year: 2023)
        #expect(await korean.state.title == "2023년 돌아보기")
        await korean.didLoad(year: 1999)
        #expect(await korean.state.isEmpty)
    }
}
