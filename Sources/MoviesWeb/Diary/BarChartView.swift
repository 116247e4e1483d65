import MoviesPresentation

/// A chart of the statistics page as SVG drawn here (no script), with a table beside it that screen readers
/// and a page without styles read instead. Colours come from the stylesheet, so dark mode holds.
enum BarChartView {
    static func render(_ chart: StatisticsState.Chart) -> Markup {
        let drawing = horizontal.contains(chart.id) ? rows(chart) : columns(chart)
        // A simple table of two columns: each row's header is its first cell without saying so, and the cells'
        // end tags are left to the parser. A page of charts stays lighter than a film's page.
        var table: Markup = "<table class=\"visually-hidden\"><caption>\(chart.title)</caption>"
        for bar in chart.bars { table += "<tr><th>\(bar.label)<td>\(bar.value)" }
        return """
            <figure class="chart chart-\(chart.id)"><figcaption>\(chart.title)</figcaption>\
            \(drawing)\(table)</table></figure>
            """
    }

    /// Charts whose labels are words, drawn as rows.
    static let horizontal: Set<String> = ["genres", "decades"]

    /// Upright bars with their labels under them: months, weekdays, ratings, years. The bars are one path and
    /// the words two groups, so a chart of many bars stays light.
    private static func columns(_ chart: StatisticsState.Chart) -> Markup {
        // One width for every chart, so a chart of few bars draws its words no larger than one of many.
        let (width, top, height) = (480, 16, 120)
        let slot = width / max(chart.bars.count, 1)
        var (bars, labels, values) = ("", Markup(""), Markup(""))
        for (index, bar) in chart.bars.enumerated() {
            let length = chart.largest == 0 ? 0 : max(bar.value > 0 ? 2 : 0, bar.value * height / chart.largest)
            let middle = index * slot + slot / 2
            if length > 0 {
                bars +=
                    "M\(index * slot + slot / 5) \(top + height - length)h\(slot - 2 * (slot / 5))v\(length)h-\(slot - 2 * (slot / 5))z"
            }
            // Many bars have room for every other label and none for their numbers; the table has them all.
            let crowded = chart.bars.count > 12
            if !crowded || index.isMultiple(of: 2) {
                labels += "<text x=\"\(middle)\" y=\"\(top + height + 16)\">\(short(bar.label))</text>"
            }
            if bar.value > 0, !crowded {
                values += "<text x=\"\(middle)\" y=\"\(top + height - length - 4)\">\(bar.value)</text>"
            }
        }
        return """
            <svg viewBox="0 0 \(width) \(top + height + 22)" aria-hidden="true">\
            <path class="bar" d="\(bars)"/><g class="label" text-anchor="middle">\(labels)</g>\
            \(values == .empty ? .empty : "<g class=\"value\" text-anchor=\"middle\">\(values)</g>")</svg>
            """
    }

    /// Bars lying down with their labels before them: genres, decades.
    private static func rows(_ chart: StatisticsState.Chart) -> Markup {
        let (row, labelWidth, length) = (22, 130, 200)
        var (bars, labels, values) = ("", Markup(""), Markup(""))
        for (index, bar) in chart.bars.enumerated() {
            let size = chart.largest == 0 ? 0 : max(2, bar.value * length / chart.largest)
            let y = index * row
            bars += "M\(labelWidth) \(y + 4)h\(size)v\(row - 8)h-\(size)z"
            labels += "<text x=\"\(labelWidth - 8)\" y=\"\(y + 15)\">\(short(bar.label, to: 18))</text>"
            values += "<text x=\"\(labelWidth + size + 6)\" y=\"\(y + 15)\">\(bar.value)</text>"
        }
        return """
            <svg viewBox="0 0 \(labelWidth + length + 40) \(max(chart.bars.count * row, 1))" aria-hidden="true">\
            <path class="bar" d="\(bars)"/><g class="label" text-anchor="end">\(labels)</g>\
            <g class="value">\(values)</g></svg>
            """
    }

    /// A label cut to fit under or before its bar, a rating's stars as their number ("4½★"); the table keeps
    /// it whole.
    private static func short(_ label: String, to length: Int = 5) -> String {
        if !label.isEmpty, label.allSatisfy({ $0 == "★" || $0 == "½" }) {
            let stars = label.filter { $0 == "★" }.count
            return (stars > 0 ? String(stars) : "") + (label.hasSuffix("½") ? "½" : "") + "★"
        }
        return label.count <= length ? label : String(label.prefix(length - 1)) + "…"
    }
}
