extension PosterArtwork {
    /// The title, as large as fits in up to five lines, then a rule, the year and the director.
    func lettering(accent: Int) -> String {
        let (lines, size) = Self.titleLines(title)
        let lineHeight = size * 1.08
        var y = Self.titleCentre - lineHeight * Double(lines.count) / 2 + size * 0.78
        var text = """
            <g font-family="\(Self.fonts)" text-anchor="middle">\
            <g fill="#fbf6ee" font-weight="800" font-size="\(Self.number(size))">
            """
        for line in lines {
            text += "<text x=\"100\" y=\"\(Self.number(y))\">\(Self.escaped(line))</text>"
            y += lineHeight
        }
        text +=
            "</g><line x1=\"82\" y1=\"226\" x2=\"118\" y2=\"226\" stroke=\"hsl(\(accent),70%,70%)\" stroke-width=\"1.5\"/>"
        if let year {
            text +=
                "<text x=\"100\" y=\"252\" font-size=\"17\" font-weight=\"600\" letter-spacing=\"3\" fill=\"hsl(\(accent),75%,80%)\">\(year)</text>"
        }
        if let director, !director.isEmpty {
            let name = Self.fitted(director.uppercased(), size: 9.5, tracking: 1.2, width: Self.lineWidth)
            text +=
                "<text x=\"100\" y=\"276\" font-size=\"9.5\" letter-spacing=\"1.2\" fill=\"#e9e2d6\">\(Self.escaped(name))</text>"
        }
        return text + "</g>"
    }

    /// Where the title's lines are centred, and how wide a line may be (the poster is 200 wide).
    static let titleCentre = 118.0
    static let lineWidth = 180.0
    /// The tallest the title may be, from the top margin to the rule.
    static let titleHeight = 190.0
    static let fonts = "'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans CJK JP', sans-serif"

    /// `title` broken into lines at the largest size (from 46 down to 14) at which it fits, between words
    /// or after a hyphen; only a word too wide for a line at the smallest size, or a title with no spaces
    /// (Chinese, Japanese), breaks between letters.
    static func titleLines(_ title: String) -> (lines: [String], size: Double) {
        let words = title.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return ([], 14) }
        let roomFor = { (size: Double) in Int(titleHeight / (size * 1.08)) }
        for size in stride(from: 46.0, to: 14, by: -2) {
            let lines = wrap(words, size: size, breakingWords: false)
            if lines.count <= roomFor(size), lines.allSatisfy({ TextWidth.em($0) * size <= lineWidth }) {
                return (lines, size)
            }
        }
        // The smallest size: words break between letters where they must, and a title past the room ends in …
        let lines = wrap(words, size: 14, breakingWords: true)
        let maxLines = roomFor(14)
        guard lines.count > maxLines else { return (lines, 14) }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = fitted(kept[maxLines - 1] + "…", size: 14, tracking: 0, width: lineWidth)
        return (kept, 14)
    }

    /// Words filled into lines `lineWidth` wide at `size`; a word wider than a line is broken between
    /// its letters when `breakingWords`.
    private static func wrap(_ words: [String], size: Double, breakingWords: Bool) -> [String] {
        let width = lineWidth / size
        var lines: [String] = []
        var line = ""
        func add(_ piece: String, spaced: Bool) {
            let candidate = line.isEmpty ? piece : line + (spaced ? " " : "") + piece
            if line.isEmpty || TextWidth.em(candidate) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = piece
            }
        }
        for word in words {
            // "Extra-Terrestrial" may break after its hyphen.
            for (index, part) in hyphenParts(of: word).enumerated() {
                if breakingWords, TextWidth.em(part) > width {
                    for (letters, piece) in TextWidth.pieces(of: part, width: width).enumerated() {
                        add(piece, spaced: index == 0 && letters == 0)
                    }
                } else {
                    add(part, spaced: index == 0)
                }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `word` split after each hyphen inside it, the hyphen kept: `Extra-`, `Terrestrial`.
    private static func hyphenParts(of word: String) -> [String] {
        var parts: [String] = []
        var part = ""
        for character in word {
            part.append(character)
            if character == "-", part.count > 1 { parts.append(part); part = "" }
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }
}
