public import MoviesDomain

/// A drawn poster for a film the catalog has no artwork for: colours from its genres, a motif and its
/// layout from its id, so films of one franchise (same genres) still look apart. It carries no text:
/// the title and year are printed beside it on every screen. The same film and width always give the
/// same picture.
public struct PosterArtwork: Sendable {
    let genres: [String]
    let seed: Int

    public init(genres: [String], seed: Int) {
        self.genres = genres
        self.seed = seed
    }

    /// The artwork of `film`: its genres, and its id (a catalog id is a number) as the seed.
    public init(film: Movie) {
        self.init(genres: film.genres, seed: Int(film.id.rawValue) ?? 0)
    }

    /// Width / height of a film poster.
    static let aspectRatio = 2.0 / 3.0

    public func svg(width: Int) -> String {
        let height = Int((Double(width) / Self.aspectRatio).rounded())
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
        let hue = (Self.hue(forGenre: genres.first) + random.next(in: -24...24) + 360) % 360
        let accent = genres.count > 1 ? Self.hue(forGenre: genres[1]) : (hue + 150) % 360
        let light = 26 + random.next(in: 0...12)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 200 300">\
            <defs><linearGradient id="g" x1="0" y1="0" x2="\(random.next(in: 0...1))" y2="1">\
            <stop offset="0" stop-color="hsl(\(hue),55%,\(light)%)"/><stop offset="1" stop-color="hsl(\(hue),60%,10%)"/>\
            </linearGradient></defs><rect width="200" height="300" fill="url(#g)"/>\
            <g fill="hsl(\(accent),70%,62%)" stroke="hsl(\(accent),70%,62%)" fill-opacity="0.22" stroke-opacity="0.35">
            """
        svg += Self.motif(random.next(in: 0...4), &random)
        return svg + "</g></svg>"
    }

    /// One of five motifs (circles, stripes, rings, peaks, a grid of dots), laid out by `random`.
    private static func motif(_ kind: Int, _ random: inout SplitMix) -> String {
        switch kind {
        case 0:
            return (0..<3).map { _ in
                "<circle cx=\"\(random.next(in: 20...180))\" cy=\"\(random.next(in: 60...270))\" r=\"\(random.next(in: 30...90))\"/>"
            }.joined()
        case 1:
            let gap = random.next(in: 18...34)
            let slant = random.next(in: -80...80)
            return stride(from: -100, to: 300, by: gap).map {
                "<line x1=\"\($0)\" y1=\"0\" x2=\"\($0 + slant)\" y2=\"300\" stroke-width=\"\(gap / 3)\"/>"
            }.joined()
        case 2:
            let (x, y) = (random.next(in: 40...160), random.next(in: 90...230))
            return stride(from: 20, to: 200, by: random.next(in: 16...28)).map {
                "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\($0)\" fill=\"none\" stroke-width=\"3\"/>"
            }.joined()
        case 3:
            return (0..<3).map { _ in
                let (peak, base) = (random.next(in: 0...200), random.next(in: 120...260))
                return "<polygon points=\"\(peak - 120),300 \(peak),\(base) \(peak + 120),300\"/>"
            }.joined()
        default:
            let gap = random.next(in: 20...32)
            return stride(from: gap / 2, to: 200, by: gap).flatMap { x in
                stride(from: gap / 2, to: 300, by: gap).map { y in "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(gap / 5)\"/>"
                }
            }.joined()
        }
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
}

/// A small, well-mixed sequence of numbers from a seed (SplitMix64), so a film's id picks its layout.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return range.lowerBound + Int(value % UInt64(range.count))
    }
}
