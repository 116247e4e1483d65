/// Text cut and padded by terminal columns, not characters: a Korean title takes two columns a letter.
public enum Columns {
    /// `text` in exactly `width` columns: cut with `…` where it would overflow, padded with spaces.
    static func fit(_ text: String, _ width: Int) -> String {
        let cut = cut(text, width)
        return cut + String(repeating: " ", count: max(0, width - TextWidth.columns(of: cut)))
    }

    /// `text` in at most `width` columns: cut with `…` where it would overflow.
    public static func cut(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.columns(of: text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = TextWidth.columns(of: character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` in lines of at most `width` columns, broken between words (and inside a word longer than a
    /// line, as CJK text without spaces is).
    static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            for word in paragraph.split(separator: " ") {
                let columns = TextWidth.columns(of: word)
                if used > 0, used + 1 + columns <= width {
                    line += " " + word
                    used += 1 + columns
                    continue
                }
                if used > 0 {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                for character in word {
                    let size = TextWidth.columns(of: character)
                    if used + size > width {
                        lines.append(line)
                        (line, used) = ("", 0)
                    }
                    line.append(character)
                    used += size
                }
            }
            lines.append(line)
        }
        return lines
    }
}
