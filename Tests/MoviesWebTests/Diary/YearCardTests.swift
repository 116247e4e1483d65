import Foundation
import MoviesDomain
import Testing

@testable import MoviesPresentation
@testable import MoviesWeb

/// The year in review as an image: a PNG of 1200 × 630 that draws what the year holds (a month with
/// watches has its bar, a month without none; the films rated highest have their tiles).
@Suite struct YearCardTests {
    static func state(months: [Int]) -> StatisticsState {
        var state = StatisticsState()
        state.title = "2024 in review"
        state.year = 2024
        state.headline = ["42 films", "63 hours", "30 first watches · 12 rewatches"]
        state.charts = [
            .init(
                id: "months", title: "Months",
                bars: zip(["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"], months).map {
                    StatisticsState.Bar(label: $0, value: $1)
                })
        ]
        state.highestRated = [
            .init(
                reference: .init(source: .catalog, movieID: .init("42198")), title: "Heat", year: 1995, posterPath: nil,
                stars: "★★★★★", rating: 10),
            .init(
                reference: .init(source: .catalog, movieID: .init("1")),
                title: "The Good, the Bad and the Ugly and a title far too long for its tile", year: 1966,
                posterPath: nil, stars: "★★★★½", rating: 9),
        ]
        state.directors = [.init(name: "Michael Mann", page: nil, films: "3 films")]
        return state
    }

    @Test func theCardIsAPNGOfTheSizeLinkPreviewsShow() throws {
        let png = try YearCard.png(
            of: Self.state(months: [3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 6]), member: "Ana Lima", strings: .english)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: the width and height, big-endian, after the chunk's length and name.
        let size = png.dropFirst(16).prefix(8).map { UInt32($0) }
        #expect((size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3]) == 1200)
        #expect((size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7]) == 630)
    }

    @Test func eachMonthWithWatchesHasItsBarAndAnEmptyMonthNone() throws {
        let months = [3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 6]
        let card = try YearCard.draw(Self.state(months: months), member: "Ana Lima", strings: .english)
        for (index, watches) in months.enumerated() {
            let pixel = card.pixel(x: 60 + 90 * index + 39, y: 590)
            #expect((pixel == 0xff8a80) == (watches > 0), "month \(index + 1): \(String(pixel, radix: 16))")
        }
        // The busiest month's bar is the tallest: December's reaches the top of the strip, January's not.
        #expect(card.pixel(x: 60 + 90 * 11 + 39, y: 545) == 0xff8a80)
        #expect(card.pixel(x: 60 + 39, y: 545) != 0xff8a80)
        // Two films, two tiles; no third.
        #expect(card.pixel(x: 65, y: 480) == 0x2a2a31 && card.pixel(x: 215, y: 480) == 0x2a2a31)
        #expect(card.pixel(x: 365, y: 480) == 0x16161a)
        // The title is written: some of its band is not the background.
        let title = (60..<600).filter { card.pixel(x: $0, y: 118) != 0x16161a }
        #expect(title.count > 50)
    }
}
