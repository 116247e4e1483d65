import MoviesPresentation
import MoviesTerminal

/// What `movies stats` prints: the headline, each chart as bars of `█` scaled to the terminal, and the lists.
struct StatsOutput {
    let state: StatisticsState

    func text(width: Int) -> String {
        var lines = [state.title, String(repeating: "=", count: TextWidth.columns(of: state.title))]
        guard !state.isEmpty else {
            return (lines + [Strings.english.diary.noStatistics]).joined(separator: "\n") + "\n"
        }
        lines += state.headline
        for chart in state.charts where !chart.bars.isEmpty {
            lines += ["", chart.title] + bars(chart, width: width)
        }
        let words = Strings.english.diary
        for (title, people) in [(words.directors, state.directors), (words.actors, state.actors)] where !people.isEmpty
        {
            lines += ["", title] + people.map { "  \($0.name) · \($0.films)" }
        }
        if !state.highestRated.isEmpty {
            lines += ["", words.highestRated]
            lines += state.highestRated.map { film in
                "  \(film.stars) \(film.rating)/10  \(film.title)\(film.year.map { " (\($0))" } ?? "")  \(film.reference)"
            }
        }
        if !state.watchedWith.isEmpty {
            lines += ["", state.watchedWithHeading] + state.watchedWith.map { "  \($0.name) · \($0.watchesText)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line a bar: the label, the bar, the count.
    private func bars(_ chart: StatisticsState.Chart, width: Int) -> [String] {
        let labelWidth = chart.bars.map { TextWidth.columns(of: $0.label) }.max() ?? 0
        let countWidth = String(chart.largest).count
        let room = max(10, min(50, width - labelWidth - countWidth - 6))
        return chart.bars.map { bar in
            let length = chart.largest == 0 ? 0 : (bar.value * room + chart.largest - 1) / chart.largest
            let padding = String(repeating: " ", count: labelWidth - TextWidth.columns(of: bar.label))
            return
                "  \(bar.label)\(padding)  \(String(repeating: "█", count: length))\(bar.value > 0 ? " " : "")\(bar.value)"
        }
    }
}
