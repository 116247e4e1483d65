extension PosterArtwork {
    /// A decade's look: the pattern behind a poster's lettering, kept faint and mostly below the title.
    enum Era {
        case deco, atomic, mod, seventies, eighties, nineties, plain

        init(year: Int?) {
            switch year ?? 0 {
            case 1...1949: self = .deco
            case 1950...1959: self = .atomic
            case 1960...1969: self = .mod
            case 1970...1979: self = .seventies
            case 1980...1989: self = .eighties
            case 1990...1999: self = .nineties
            default: self = .plain
            }
        }

        func motif(_ random: inout SplitMix) -> String {
            switch self {
            case .deco:
                // A double frame, and a sunburst rising from the foot.
                let rays = stride(from: -80, through: 280, by: random.next(in: 16...26)).map {
                    "<line x1=\"100\" y1=\"320\" x2=\"\($0)\" y2=\"150\" stroke-width=\"1.2\"/>"
                }
                return "<rect x=\"7\" y=\"7\" width=\"186\" height=\"286\" fill=\"none\" stroke-width=\"1.5\"/>"
                    + "<rect x=\"12\" y=\"12\" width=\"176\" height=\"276\" fill=\"none\" stroke-width=\"0.8\"/>"
                    + rays.joined()
            case .atomic:
                return (0..<9).map { _ in
                    let (x, y, r) = (random.next(in: 10...190), random.next(in: 10...290), random.next(in: 3...8))
                    return "<path d=\"M\(x) \(y - r)L\(x + r / 3) \(y)L\(x) \(y + r)L\(x - r / 3) \(y)Z"
                        + "M\(x - r) \(y)L\(x) \(y - r / 3)L\(x + r) \(y)L\(x) \(y + r / 3)Z\"/>"
                }.joined()
            case .mod:
                let (x, y) = (random.next(in: 30...170), random.next(in: 200...280))
                return stride(from: 16, to: 220, by: random.next(in: 14...22)).map {
                    "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\($0)\" fill=\"none\" stroke-width=\"4\"/>"
                }.joined()
            case .seventies:
                let top = random.next(in: 190...220)
                let slant = random.next(in: -40...40)
                return (0..<3).map { band in
                    let y = top + band * 22
                    return "<path d=\"M-10 \(y + slant)L210 \(y - slant)L210 \(y - slant + 14)L-10 \(y + slant + 14)Z\""
                        + " fill-opacity=\"\(["0.35", "0.26", "0.18"][band])\"/>"
                }.joined()
            case .eighties:
                let horizon = random.next(in: 200...225)
                let rows = (1...6).map { row in
                    let y = horizon + row * row * 2
                    return "<line x1=\"0\" y1=\"\(y)\" x2=\"200\" y2=\"\(y)\" stroke-width=\"1\"/>"
                }
                let columns = stride(from: -200, through: 400, by: 40).map {
                    "<line x1=\"100\" y1=\"\(horizon)\" x2=\"\($0)\" y2=\"300\" stroke-width=\"1\"/>"
                }
                return "<circle cx=\"100\" cy=\"\(horizon)\" r=\"\(random.next(in: 34...52))\" stroke=\"none\"/>"
                    + rows.joined() + columns.joined()
            case .nineties:
                let gap = random.next(in: 9...13)
                var dots = ""
                for y in stride(from: 190, to: 300, by: gap) {
                    let radius = PosterArtwork.number(Double(y - 170) / 40)
                    let start: Int = gap / 2 + (y / gap % 2) * gap / 2
                    for x in stride(from: start, to: 200, by: gap) {
                        dots += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(radius)\" stroke=\"none\"/>"
                    }
                }
                return dots
            case .plain:
                let (x, y) = (random.next(in: 40...160), random.next(in: 230...290))
                return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(random.next(in: 60...110))\" stroke=\"none\"/>"
            }
        }
    }
}
