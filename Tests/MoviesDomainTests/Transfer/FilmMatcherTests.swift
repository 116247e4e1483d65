import MoviesDomain
import MoviesTestSupport
import Testing

/// A row's film is found by title and year as far as that is sure, and left to the member where it is not.
@Suite struct FilmMatcherTests {
    static let films: [Movie] = [
        ("1", "The Thing", 1982), ("2", "The Thing", 2011), ("3", "The Godfather", 1972),
        ("4", "Star Wars: Episode IV – A New Hope", 1977), ("5", "Parasite", 1982), ("6", "Amélie", 2001),
        ("7", "Seven", 1995), ("8", "Rocky II", 1979), ("9", "Heat", 1995), ("10", "Heat", 1986),
        ("11", "Dr. Strangelove", 1964), ("12", "Birdman", 2014),
    ].map { id, title, year in Movie.fixture(id: id, title: title, releaseDate: .day(year: year, month: 1, day: 1)) }

    struct NoIdentifiers: FilmIdentifiersRepository {
        func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] { [:] }
        func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] { [:] }
    }

    /// A search engine that finds every film for every query: the match alone must tell which is meant.
    struct EveryFilm: MoviesRepository {
        func searchMovies(
            _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
        ) async throws -> MoviesPage {
            MoviesPage(
                page: 1, totalPages: 1, totalResults: FilmMatcherTests.films.count, movies: FilmMatcherTests.films)
        }

        func movie(withID id: Movie.ID) async throws -> Movie {
            guard let film = FilmMatcherTests.films.first(where: { $0.id == id }) else { throw MovieNotFound(id: id) }
            return film
        }
    }

    let matcher = FilmMatcher(movies: EveryFilm(), identifiers: NoIdentifiers(), source: .catalog)

    func match(_ title: String, _ year: Int?) async throws -> FilmMatch {
        let hint = FilmHint(title: title, year: year)
        return try await matcher.match([hint])[hint] ?? .notFound
    }

    static func found(_ id: String, _ reason: FilmMatch.Reason) -> FilmMatch {
        .found(FilmReference(source: .catalog, movieID: Movie.ID(id)), reason)
    }

    @Test func aRemakeIsToldApartByItsYear() async throws {
        #expect(try await match("The Thing", 1982) == Self.found("1", .title))
        #expect(try await match("The Thing", 2011) == Self.found("2", .title))
        #expect(try await match("Heat", 1995) == Self.found("9", .title))
    }

    @Test func titlesSitesWriteOtherwiseAreReadForgivingly() async throws {
        #expect(try await match("Godfather, The", 1972) == Self.found("3", .forgiving))
        #expect(try await match("Amelie", 2001) == Self.found("6", .forgiving))
        #expect(try await match("Star Wars", 1977) == Self.found("4", .forgiving))
        #expect(try await match("Rocky 2", 1979) == Self.found("8", .forgiving))
        #expect(try await match("The Godfather", 1973) == Self.found("3", .nearYear))
        let strangelove = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb"
        #expect(try await match(strangelove, 1964) == Self.found("11", .forgiving), "the title before its subtitle")
        #expect(
            try await match("Birdman or (The Unexpected Virtue of Ignorance)", 2014) == Self.found("12", .forgiving))
    }

    @Test func aFilmThatIsNotHereIsNeverGuessed() async throws {
        guard case .choose(let parasites) = try await match("Parasite", 2019) else {
            Issue.record("Parasite (2019) is not here: to choose, not found")
            return
        }
        #expect(parasites.map(\.reference.description) == ["catalog:5"])
        guard case .choose(let things) = try await match("The Thing", nil) else {
            Issue.record("a title with no year is for the member to choose")
            return
        }
        #expect(things.map(\.year) == [1982, 2011])
        #expect(try await match("Nothing Like It", 2030) == .notFound)
    }

    /// A symbol standing alone is part of a title: `$ 1971` is not `1971`, `?` is not `!`; a dash between
    /// words is punctuation.
    @Test func aSymbolStandingAloneIsPartOfATitle() {
        #expect(TitleKey.loose("$ 1971") == "$ 1971" && TitleKey.loose("$") != TitleKey.loose(""))
        #expect(TitleKey.loose("?") != TitleKey.loose("!"))
        #expect(
            TitleKey.loose("Star Wars: Episode IV – A New Hope") == TitleKey.loose("star wars episode 4 a new hope"))
    }
}
