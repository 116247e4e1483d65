extension Line {
    /// The row as the terminal draws it: exactly `width` columns (cut where it would overflow, a wide
    /// character that would straddle the edge left out, padded with spaces), every control character
    /// shown as `�` so no text from a source can move the cursor or restyle the screen, and each style
    /// reset at its end.
    func drawn(width: Int, colors: Bool) -> String {
        var output = ""
        var used = 0
        var lastStyle = Style.plain
        for span in spans where used < width {
            let start = span.style.sequence(colors: colors)
            output += start
            for character in span.text {
                let safe = TerminalSafe.isControl(character) ? "\u{FFFD}" : character
                let columns = TextWidth.columns(of: safe)
                if used + columns > width { break }
                output.append(safe)
                used += columns
            }
            lastStyle = span.style
            if !start.isEmpty, !(fills && span == spans.last) { output += "\u{1B}[0m" }
        }
        let padding = String(repeating: " ", count: max(0, width - used))
        if fills, !lastStyle.sequence(colors: colors).isEmpty {
            output += padding + "\u{1B}[0m"
        } else {
            output += padding
        }
        return output
    }
}
