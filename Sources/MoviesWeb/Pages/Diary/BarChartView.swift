import MoviesPresentation

/// A chart of the statistics page as SVG drawn here (no script), with a table beside it that screen readers
/// and a page without styles read instead. Colours come from the stylesheet, so dark mode holds.
enum BarChartView {
    static func render(_ chart: StatisticsState.Chart) -> Markup {
        let drawing = horizontal.contains(chart.id) ? rows(chart) : columns(chart)
        var table: Markup = "<table class=\"visually-hidden\"><caption>\(chart.title)</caption><tbody>"
        for bar in chart.bars { table += "<tr><th scope=\"row\">\(bar.label)</th><td>\(bar.value)</td></tr>" }
        return """
            <figure class="chart chart-\(chart.id)"><figcaption>\(chart.title)</figcaption>\
            \(drawing)\(table)</tbody></table></figure>
            """
    }

    /// Charts whose labels are words, drawn as rows.
    static let horizontal: Set<String> = ["genres", "decades"]

    /// Upright bars with their labels under them: months, weekdays, ratings, years.
    private static func columns(_ chart: StatisticsState.Chart) -> Markup {
        // One width for every chart, so a chart of few bars draws its words no larger than one of many.
        let (width, top, height) = (480, 16, 120)
        let slot = width / max(chart.bars.count, 1)
        var svg: Markup = """
            <svg viewBox="0 0 \(width) \(top + height + 22)" preserveAspectRatio="xMidYMid meet" aria-hidden="true" \
            focusable="false">
            """
        for (index, bar) in chart.bars.enumerated() {
            let length = chart.largest == 0 ? 0 : max(bar.value > 0 ? 2 : 0, bar.value * height / chart.largest)
            let x = index * slot
            let middle = x + slot / 2
            svg += """
                <rect class="bar" x="\(x + slot / 5)" y="\(top + height - length)" width="\(slot - 2 * (slot / 5))" \
                height="\(length)" rx="2"/>\
                <text class="label" x="\(middle)" y="\(top + height + 16)" text-anchor="middle">\(short(bar.label))</text>
                """
            if bar.value > 0 {
                svg +=
                    "<text class=\"value\" x=\"\(middle)\" y=\"\(top + height - length - 4)\" text-anchor=\"middle\">\(bar.value)</text>"
            }
        }
        return svg + "</svg>"
    }

    /// Bars lying down with their labels before them: genres, decades.
    private static func rows(_ chart: StatisticsState.Chart) -> Markup {
        let (row, labelWidth, length) = (22, 130, 200)
        var svg: Markup = """
            <svg viewBox="0 0 \(labelWidth + length + 40) \(max(chart.bars.count * row, 1))" aria-hidden="true" \
            focusable="false">
            """
        for (index, bar) in chart.bars.enumerated() {
            let size = chart.largest == 0 ? 0 : max(2, bar.value * length / chart.largest)
            let y = index * row
            svg += """
                <text class="label" x="\(labelWidth - 8)" y="\(y + 15)" text-anchor="end">\(short(bar.label, to: 18))</text>\
                <rect class="bar" x="\(labelWidth)" y="\(y + 4)" width="\(size)" height="\(row - 8)" rx="2"/>\
                <text class="value" x="\(labelWidth + size + 6)" y="\(y + 15)">\(bar.value)</text>
                """
        }
        return svg + "</svg>"
    }

    /// A label cut to fit under or before its bar; the table keeps it whole.
    private static func short(_ label: String, to length: Int = 5) -> String {
        label.count <= length ? label : String(label.prefix(length - 1)) + "…"
    }
}
