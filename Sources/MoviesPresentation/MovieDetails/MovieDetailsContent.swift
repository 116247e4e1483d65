public import MoviesDomain

/// Everything the details screen shows of one movie, formatted.
public struct MovieDetailsContent: Equatable, Sendable {
    public let id: Movie.ID
    public let title: String
    public let releaseText: String
    public let overview: String?
    public let posterPath: String?
    /// Every other detail the source has, in reading order; unknown details are left out.
    public let facts: [MovieDetailsFact]

    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        releaseText = movie.releaseDate.text
        overview = movie.overview.flatMap { $0.isEmpty ? nil : $0 }
        posterPath = movie.posterPath
        facts = Self.facts(of: movie)
    }

    private static func facts(of movie: Movie) -> [MovieDetailsFact] {
        let extras = movie.extras
        let rows: [(String, String?)] = [
            ("Original title", movie.originalTitle == movie.title ? nil : movie.originalTitle),
            ("Tagline", extras.tagline),
            ("Released", movie.releaseDate.text),
            ("Runtime", movie.runtime.map { "\($0) min" }),
            ("Genres", list(movie.genres)),
            ("Rating", movie.rating.map { "\($0.averageText)/10 (\($0.voteCount) votes)" }),
            ("Directed by", list(movie.directors)),
            ("Written by", list(extras.writers)),
            ("Cast", list(movie.cast)),
            ("Countries", list(movie.countries)),
            ("Languages", list(extras.languages) ?? movie.originalLanguage),
            ("Certification", extras.certification),
            ("Metascore", extras.metascore.map { "\($0)/100" }),
            ("Awards", extras.awards),
            ("Production", list(extras.productionCompanies)),
            ("Box office", extras.boxOffice.map { "$" + grouped($0) }),
            ("Status", extras.status),
            ("IMDb", extras.imdbID),
        ]
        return rows.compactMap { label, value in value.map { MovieDetailsFact(label: label, value: $0) } }
    }

    private static func list(_ items: [String]) -> String? {
        items.isEmpty ? nil : items.joined(separator: ", ")
    }

    /// `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
