public import MoviesDomain

/// A lettered poster for a film the catalog has no artwork for: its title set large, its year and
/// director below, on a colour drawn from the genre it is named by and a pattern drawn from its decade
/// (a deco frame before 1950, atomic stars, mod rings, seventies stripes, an eighties grid, nineties
/// halftone, and one plain shape since), so a card is recognisable by its title and films of one decade
/// look of a family. The id varies the colour and the pattern's layout; the same film and width always
/// give the same picture.
public struct PosterArtwork: Sendable {
    let title: String
    let year: Int?
    let director: String?
    let genres: [String]
    let seed: Int

    public init(title: String, year: Int?, director: String?, genres: [String], seed: Int) {
        self.title = title
        self.year = year
        self.director = director
        self.genres = genres
        self.seed = seed
    }

    /// The poster of `film`: its title, year, first director and named genres, and its id (a catalog id
    /// is a number) as the seed.
    public init(film: Movie) {
        self.init(
            title: film.title, year: film.releaseDate.year, director: film.directors.first,
            genres: film.genresAsNamed, seed: Int(film.id.rawValue) ?? 0)
    }

    /// Width / height of a film poster.
    static let aspectRatio = 2.0 / 3.0

    public func svg(width: Int) -> String {
        let height = Int((Double(width) / Self.aspectRatio).rounded())
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
        let hue = (Self.hue(forGenre: genres.first) + random.next(in: -18...18) + 360) % 360
        let accent = genres.count > 1 ? Self.hue(forGenre: genres[1]) : (hue + 150) % 360
        let light = 24 + random.next(in: 0...10)
        let era = Era(year: year)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 200 300">\
            <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="hsl(\(hue),52%,\(light)%)"/><stop offset="1" stop-color="hsl(\(hue),58%,8%)"/>\
            </linearGradient><clipPath id="c"><rect width="200" height="300"/></clipPath></defs>\
            <rect width="200" height="300" fill="url(#g)"/><g clip-path="url(#c)" fill="hsl(\(accent),70%,64%)" \
            stroke="hsl(\(accent),70%,64%)" fill-opacity="0.2" stroke-opacity="0.32">
            """
        svg += era.motif(&random)
        svg += "</g>"
        svg += lettering(accent: accent)
        return svg + "</svg>"
    }

    /// Hues by genre, as ``Genre`` names them (`Sci-Fi` and `science-fiction` alike); another name's hue
    /// comes from its letters.
    static func hue(forGenre name: String?) -> Int {
        guard let name else { return 220 }
        if let genre = Genre(named: name), let hue = genreHues[genre] { return hue }
        return name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 360
    }

    private static let genreHues: [Genre: Int] = [
        .action: 8, .adventure: 28, .animation: 48, .comedy: 52, .crime: 350, .documentary: 160, .drama: 215,
        .family: 90, .fantasy: 275, .history: 35, .horror: 0, .music: 300, .musical: 310, .mystery: 250,
        .romance: 330, .scienceFiction: 190, .sport: 120, .thriller: 265, .war: 70, .western: 25,
        .biography: 180, .tvMovie: 200,
    ]
}
