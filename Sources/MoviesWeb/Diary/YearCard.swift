public import Foundation
import MoviesDomain
public import MoviesPresentation

/// A year in review as an image to share, 1200 × 630 (what link previews show): whose year, its headline
/// numbers, the films rated highest as tiles with their stars, the directors and actors watched most, and
/// a strip of the months. Drawn with cairo from the statistics screen's own state, for the web (the link
/// preview of a public year) and for `movies stats --year 2024 --card out.png` alike.
public enum YearCard {
    public static let width = 1200
    public static let height = 630

    static let background = CairoCanvas.Colour(0x16161a)
    static let panel = CairoCanvas.Colour(0x2a2a31)
    static let ink = CairoCanvas.Colour(0xececf1)
    static let muted = CairoCanvas.Colour(0xa0a0ab)
    static let accent = CairoCanvas.Colour(0xff8a80)

    /// The card of `state`, whose member is `member` (their full name), as PNG; cairo missing says so.
    public static func png(of state: StatisticsState, member: String, strings: Strings) throws -> Data {
        try draw(state, member: member, strings: strings).png()
    }

    static func draw(_ state: StatisticsState, member: String, strings: Strings) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: width, height: height)
        // Hangul is in Nanum where Debian's fonts-nanum is installed; fontconfig falls back to its sans.
        canvas.family = strings.language == .korean ? "NanumGothic" : "sans-serif"
        canvas.fill(background)
        canvas.fill(x: 0, y: 0, width: Double(width), height: 8, accent)
        canvas.text("\(strings.appName) · \(state.ownerName ?? member)", x: 60, y: 70, size: 24, width: 1080, muted)
        canvas.text(state.title, x: 60, y: 132, size: 54, bold: true, width: 1080, ink)
        headline(state.headline, on: canvas)
        films(state.highestRated, heading: strings.diary.highestRated, on: canvas)
        people(state, words: strings.diary, on: canvas)
        if let months = state.charts.first(where: { $0.id == "months" }) { strip(months, on: canvas) }
        return canvas
    }

    /// The first two numbers large ("42 films", "63 hours"), the rest beside them small.
    private static func headline(_ lines: [String], on canvas: CairoCanvas) {
        var x = 60.0
        for line in lines.prefix(2) {
            x += canvas.text(line, x: x, y: 196, size: 34, bold: true, width: 400, accent) + 40
        }
        for (index, line) in lines.dropFirst(2).prefix(2).enumerated() {
            canvas.text(line, x: 60, y: 236 + Double(index) * 28, size: 20, width: 1080, muted)
        }
    }

    /// Up to five tiles, a film's title in each, its stars beneath.
    private static func films(_ films: [StatisticsState.Film], heading: String, on canvas: CairoCanvas) {
        guard !films.isEmpty else { return }
        canvas.text(heading, x: 60, y: 318, size: 20, bold: true, width: 700, muted)
        for (index, film) in films.prefix(5).enumerated() {
            let x = 60 + Double(index) * 150
            canvas.fill(x: x, y: 334, width: 130, height: 150, radius: 10, panel)
            canvas.paragraph(film.title, x: x + 12, y: 362, size: 18, width: 106, lines: 4, bold: true, ink)
            if let year = film.year { canvas.text(String(year), x: x + 12, y: 470, size: 16, muted) }
            canvas.text(film.stars, x: x, y: 510, size: 22, width: 130, accent)
        }
    }

    /// The three directors and three actors watched most, each with their count.
    private static func people(_ state: StatisticsState, words: DiaryStrings, on canvas: CairoCanvas) {
        var y = 318.0
        for (heading, people) in [(words.directors, state.directors), (words.actors, state.actors)]
        where !people.isEmpty {
            canvas.text(heading, x: 840, y: y, size: 20, bold: true, width: 300, muted)
            for person in people.prefix(3) {
                y += 28
                let name = canvas.text(person.name, x: 840, y: y, size: 20, width: 220, ink)
                canvas.text(person.films, x: 840 + name + 10, y: y, size: 16, width: 290 - name, muted)
            }
            y += 38
        }
    }

    /// A bar a month, each as tall as its share of the busiest month, its initial beneath.
    private static func strip(_ chart: StatisticsState.Chart, on canvas: CairoCanvas) {
        let largest = Double(max(chart.largest, 1))
        let (top, floor, step) = (540.0, 596.0, 1080.0 / Double(max(chart.bars.count, 1)))
        for (index, bar) in chart.bars.enumerated() {
            let x = 60 + Double(index) * step
            canvas.fill(x: x, y: floor - 2, width: step - 12, height: 2, panel)
            let tall = (floor - top) * Double(bar.value) / largest
            if bar.value > 0 { canvas.fill(x: x, y: floor - tall, width: step - 12, height: tall, radius: 3, accent) }
            canvas.text(bar.label, x: x, y: 620, size: 14, width: step - 12, muted)
        }
    }
}
