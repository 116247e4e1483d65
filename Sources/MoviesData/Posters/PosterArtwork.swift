/// A drawn poster: the title and year on a colour chosen by the first genre. The same film and width
/// always give the same picture.
struct PosterArtwork {
    let title: String
    let year: Int?
    let genre: String?
    let seed: Int

    /// Width / height of a film poster.
    static let aspectRatio = 2.0 / 3.0

    func svg(width: Int) -> String {
        let height = Int((Double(width) / Self.aspectRatio).rounded())
        let hue = Self.hue(forGenre: genre)
        let fontSize = max(8, width / 11)
        let lines = Self.wrap(title, maxCharacters: 16, maxLines: 5)
        let firstBaseline = Double(height) * 0.42 - Double(lines.count - 1) * Double(fontSize) * 0.6
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">\
            <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="hsl(\(hue),55%,32%)"/><stop offset="1" stop-color="hsl(\(hue),60%,12%)"/>\
            </linearGradient></defs>\
            <rect width="\(width)" height="\(height)" fill="url(#g)"/>\
            <circle cx="\(width * (20 + seed % 60) / 100)" cy="\(height * 3 / 4)" r="\(width / 2)" \
            fill="hsl(\((hue + 40) % 360),70%,60%)" fill-opacity="0.18"/>\
            <g fill="#fff" font-family="Georgia, 'DejaVu Serif', serif" font-size="\(fontSize)" text-anchor="middle">
            """
        for (index, line) in lines.enumerated() {
            let y = Int(firstBaseline + Double(index) * Double(fontSize) * 1.2)
            svg += "<text x=\"\(width / 2)\" y=\"\(y)\">\(Self.escaped(line))</text>"
        }
        svg += "</g>"
        if let year {
            svg += """
                <text x="\(width / 2)" y="\(height * 88 / 100)" fill="#fff" fill-opacity="0.8" \
                font-family="Helvetica, Arial, sans-serif" font-size="\(max(7, width / 14))" \
                text-anchor="middle">\(year)</text>
                """
        }
        return svg + "</svg>"
    }

    static func hue(forGenre genre: String?) -> Int {
        guard let genre else { return 220 }
        if let hue = genreHues[genre] { return hue }
        return genre.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 360
    }

    private static let genreHues: [String: Int] = [
        "Action": 8, "Adventure": 28, "Animation": 48, "Comedy": 52, "Crime": 350, "Documentary": 160,
        "Drama": 215, "Family": 90, "Fantasy": 275, "History": 35, "Horror": 0, "Music": 300,
        "Musical": 310, "Mystery": 250, "Romance": 330, "Sci-Fi": 190, "Sport": 120, "Thriller": 265,
        "War": 70, "Western": 25, "Biography": 180, "Short": 140, "Film-Noir": 230,
    ]

    /// Splits at spaces into lines of about `maxCharacters`, ending with an ellipsis when it runs out of lines.
    static func wrap(_ text: String, maxCharacters: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= maxCharacters {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += "…"
        }
        return lines
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
