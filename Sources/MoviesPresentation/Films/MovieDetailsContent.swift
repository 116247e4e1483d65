public import MoviesDomain

/// Everything the details screen shows of one movie, formatted.
public struct MovieDetailsContent: Equatable, Sendable {
    public let id: Movie.ID
    public let title: String
    public let releaseText: String
    /// `9.4`: the rating out of 10 to show beside the date, or nil when nobody rated it.
    public let ratingText: String?
    public let overview: String?
    public let posterPath: String?
    /// The cast in the source's order: billing, or best known first (the cast fact's label says which).
    public let cast: [String]
    /// Where the cast is best known first, that the order is a guess; nil where it is the source's billing.
    public let castNote: String?
    /// Whom each actor plays, worded to follow their name ("as Vito Corleone"), where the source says.
    public let roles: [String: String]
    public let directors: [String]
    public let writers: [String]
    /// The people named above who have a page of their own, by name.
    public let people: [String: Person.ID]
    /// The film's page on IMDb, when the source knows its IMDb id.
    public let imdbURL: String?
    /// Every other detail the source has, in reading order; unknown details are left out.
    public let facts: [MovieDetailsFact]

    public init(movie: Movie, strings: Strings = .english) {
        id = movie.id
        title = movie.title
        releaseText = strings.releaseText(movie.releaseDate)
        ratingText = movie.rating.map(\.averageText)
        overview = movie.overview.flatMap { $0.isEmpty ? nil : $0 }
        posterPath = movie.posterPath
        cast = movie.cast
        castNote = movie.extras.castOrder == .bestKnownFirst && !movie.cast.isEmpty ? strings.castWithoutBilling : nil
        roles = movie.extras.characters.mapValues(strings.discover.asCharacter)
        directors = movie.directors
        writers = movie.extras.writers
        people = movie.extras.people
        imdbURL = movie.extras.imdbID.flatMap(Self.imdbURL)
        facts = Self.facts(of: movie, strings: strings)
    }

    private static func facts(of movie: Movie, strings: Strings) -> [MovieDetailsFact] {
        let extras = movie.extras
        let rows: [(MovieDetailsFact.Kind, String?)] = [
            (.originalTitle, movie.originalTitle == movie.title ? nil : movie.originalTitle),
            (.tagline, extras.tagline),
            (.released, strings.releaseText(movie.releaseDate)),
            (.runtime, movie.runtime.map(strings.minutes)),
            (.genres, list(movie.genresAsNamed.map(strings.genreName))),
            (.rating, movie.rating.map { "\($0.averageText)/10 · \(strings.ratedBy($0.raters, $0.voteCount))" }),
            (.directors, list(movie.directors)),
            (.writers, list(extras.writers)),
            (.cast, list(movie.cast.map { name in movie.extras.characters[name].map { "\(name) (\($0))" } ?? name })),
            (.countries, list(movie.countries.map(strings.countryName))),
            (
                .languages,
                list(extras.languages.map(strings.languageName)) ?? movie.originalLanguage.map(strings.languageName)
            ),
            (.certification, extras.certification),
            (.metascore, extras.metascore.map { "\($0)/100" }),
            (.awards, extras.awards.map { OscarCounts($0).map { strings.oscars($0.won, $0.nominated) } ?? $0 }),
            (.production, list(extras.productionCompanies)),
            (.boxOffice, extras.boxOffice.map { "$" + $0.grouped(",") }),
            (.status, extras.status),
            (.imdb, extras.imdbID),
            (.addedBy, extras.addedBy),
        ]
        return rows.compactMap { kind, value in
            let label =
                kind == .cast && extras.castOrder == .bestKnownFirst
                ? strings.castBestKnownFirst : strings.factLabel(kind)
            return value.map { MovieDetailsFact(kind: kind, label: label, value: $0) }
        }
    }

    /// `https://www.imdb.com/title/tt0076759/` for an id of IMDb's form (`tt` and digits), else nil.
    private static func imdbURL(_ id: String) -> String? {
        guard id.count > 2, id.hasPrefix("tt"), id.dropFirst(2).allSatisfy(\.isASCII), Int(id.dropFirst(2)) != nil
        else { return nil }
        return "https://www.imdb.com/title/\(id)/"
    }

    private static func list(_ items: [String]) -> String? {
        items.isEmpty ? nil : items.joined(separator: ", ")
    }
}
