public import MoviesDomain

/// A film as programs read it, the same from every front end (`movies … --json`, `/api/…`). Unknown
/// details are left out rather than written as null; lists a results page does not need (cast, writers,
/// languages, production companies) only come with a film's details.
public struct MovieDocument: JSONDocument {
    public let movie: Movie
    /// Whose film it is: its `id` says so (`catalog:42198`), as every document's film ids do.
    public let source: FilmReference.Source
    public let withDetails: Bool

    public init(movie: Movie, source: FilmReference.Source, withDetails: Bool = false) {
        self.movie = movie
        self.source = source
        self.withDetails = withDetails
    }

    public func write(to json: inout JSONWriter) {
        json.object { writeMembers(to: &$0) }
    }

    /// The film's members, into an object another document opens (`movies show --json` adds its own).
    public func writeMembers(to json: inout JSONWriter) {
        json.member("id", FilmReference(source: source, movieID: movie.id).description)
        json.member("title", movie.title)
        json.member("originalTitle", movie.originalTitle)
        json.member("overview", movie.overview)
        json.member("posterPath", movie.posterPath)
        writeRelease(to: &json)
        // As the pages and tables name them (`Science fiction`, whether the source says `Sci-Fi` or
        // `Science Fiction`), the one a person names the film by first; each is one a `genre=` filter takes.
        json.member("genres", movie.genresAsNamed.map(Strings.english.genreName))
        json.member("runtime", movie.runtime)
        json.member("originalLanguage", movie.originalLanguage)
        if let rating = movie.rating {
            json.key("rating")
            json.object { json in
                json.member("average", rating.average)
                json.member("votes", rating.voteCount)
                // `critics` (published reviews) or `audience` (the source's users).
                json.member("raters", rating.raters == .critics ? "critics" : "audience")
            }
        }
        json.member("directors", movie.directors)
        json.member("countries", movie.countries)
        if withDetails { writeDetails(to: &json) }
        let extras = movie.extras
        json.member("certification", extras.certification)
        json.member("awards", extras.awards)
        json.member("metascore", extras.metascore)
        json.member("boxOffice", extras.boxOffice)
        json.member("imdbID", extras.imdbID)
    }

    /// `releaseDate` is `YYYY-MM-DD` or `YYYY`, its precision `day` or `year`; both left out when not announced.
    private func writeRelease(to json: inout JSONWriter) {
        let release = movie.releaseDate
        if release != .unknown { json.member("releaseDate", release.iso8601) }
        switch release {
        case .day: json.member("releaseDatePrecision", "day")
        case .year: json.member("releaseDatePrecision", "year")
        case .unknown: break
        }
        json.member("year", release.year)
    }

    /// What only a film's own page carries: its cast (`castOrder` is `billing` or `best-known-first`), whom
    /// each actor plays where the source says, writers, languages and companies.
    private func writeDetails(to json: inout JSONWriter) {
        let extras = movie.extras
        json.member("cast", movie.cast)
        json.member("castOrder", extras.castOrder.rawValue)
        if !extras.characters.isEmpty {
            json.key("characters")
            json.object { json in
                for (name, character) in extras.characters.sorted(by: { $0.key < $1.key }) {
                    json.member(name, character)
                }
            }
        }
        json.member("writers", extras.writers)
        json.member("languages", extras.languages)
        json.member("productionCompanies", extras.productionCompanies)
    }
}
