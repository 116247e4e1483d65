import MoviesDomain
import MoviesTestSupport
import Testing

/// A write by title names one film or writes nothing: `log parasite 2019` must not log the 1982 film.
@Suite struct FilmNamingTests {
    private static func film(_ id: String, _ title: String, _ year: Int) -> Movie {
        Movie(id: Movie.ID(id), title: title, releaseDate: .year(year))
    }

    private let naming = FetchMovieDetailsUseCase(
        repository: InMemoryMoviesRepository(movies: [
            film("1", "Heat", 1995), film("2", "Heat", 1972), film("3", "The Heat", 2013),
            film("4", "Parasite", 1982), film("5", "Amélie", 2001), film("6", "The Godfather", 1972),
            film("7", "The Godfather Part II", 1974), film("8", "Blade Runner 2049", 2017),
            film("9", "Blade Runner", 1982),
        ]))

    private func named(_ words: String) async throws -> String {
        try await naming.execute(named: try MovieQuery(words)).id.rawValue
    }

    private func refusal(_ words: String) async throws -> FilmNameNotOne? {
        do {
            _ = try await naming.execute(named: try MovieQuery(words))
            return nil
        } catch let error as FilmNameNotOne {
            return error
        }
    }

    @Test(arguments: [
        ("heat 1995", "1"), ("Heat (1972)", "2"), ("the heat", "3"), ("AMÉLIE", "5"), ("godfather", "6"),
        ("the godfather", "6"), ("blade runner 2049", "8"), ("blade runner", "9"), ("blade runner 1982", "9"),
    ])
    func wordsThatNameOneFilmNameIt(words: String, id: String) async throws {
        #expect(try await named(words) == id)
    }

    @Test func aTitleSeveralFilmsHaveListsThemAll() async throws {
        let refusal = try #require(try await refusal("heat"))
        #expect(refusal.reason == .several)
        #expect(Set(refusal.candidates.map(\.id.rawValue)) == ["1", "2"])
    }

    @Test func aYearNoFilmOfTheTitleHasNamesTheYearsThereAre() async throws {
        let refusal = try #require(try await refusal("parasite 2019"))
        #expect(refusal.reason == .noneOfYear(title: "parasite", year: 2019))
        #expect(refusal.candidates.map(\.id.rawValue) == ["4"])
        #expect(refusal.description.contains("the years there are: 1982"))
    }

    @Test func aTitleNoFilmHasOffersWhatASearchFinds() async throws {
        let refusal = try #require(try await refusal("godfather part"))
        #expect(refusal.reason == .noSuchTitle)
        #expect(refusal.candidates.map(\.id.rawValue) == ["7"])
        await #expect(throws: NoMovieMatches.self) { try await named("zzqqxx") }
    }
}
