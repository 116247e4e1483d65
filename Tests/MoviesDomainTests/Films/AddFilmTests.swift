import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// Adding a film the catalog lacks: its facts checked field by field, the films it may already be shown,
/// a duplicate refused naming the film that has it, and thirty a day a member.
@Suite struct AddFilmTests {
    /// A search that finds these films whatever is asked, as a forgiving one finds a title's lookalikes.
    struct Finding: MoviesRepository {
        let films: [Movie]

        func searchMovies(
            _ query: MovieQuery, page: PageNumber, cached: @Sendable (CachedMoviesPage) async -> Void
        ) async throws -> MoviesPage {
            MoviesPage(page: 1, totalPages: 1, totalResults: films.count, movies: films)
        }

        func movie(withID id: Movie.ID) async throws -> Movie {
            guard let film = films.first(where: { $0.id == id }) else { throw MovieNotFound(id: id) }
            return film
        }
    }

    struct Identifiers: FilmIdentifiersRepository {
        let byIMDb: [String: Movie.ID]

        func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] { [:] }

        func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
            byIMDb.filter { ids.contains($0.key) }
        }
    }

    static let amelie = Movie(id: Movie.ID("484048"), title: "Amélie", releaseDate: .year(2001))
    static let dune = Movie(id: Movie.ID("191543"), title: "Dune", releaseDate: .year(1984))
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let ana = User.ID("ana")

    func useCase(_ added: InMemoryAddedFilms = InMemoryAddedFilms()) -> AddFilmUseCase {
        AddFilmUseCase(
            movies: Finding(films: [Self.amelie, Self.dune]),
            identifiers: Identifiers(byIMDb: ["tt0211915": Self.amelie.id]), added: added)
    }

    @Test func factsAreTrimmedAndEachLimitNamesItsField() throws {
        let facts = try FilmFacts(
            title: "  Past   Lives ", year: 2023, thisYear: 2026, originalTitle: "Past Lives",
            directors: ["Celine Song", " Celine Song ", ""], runtime: 106, genres: [.romance, .drama, .romance])
        #expect(facts.title == "Past Lives" && facts.originalTitle == nil)
        #expect(facts.directors == ["Celine Song"] && facts.genres == [.drama, .romance])
        #expect(throws: AddedFilmError.title(length: 0)) { try FilmFacts(title: "  ", year: 2020, thisYear: 2026) }
        #expect(throws: AddedFilmError.title(length: 301)) {
            try FilmFacts(title: String(repeating: "é", count: 301), year: 2020, thisYear: 2026)
        }
        // Counted as the API's `maxLength` counts: in code points (an emoji with a skin tone is two).
        #expect(throws: Never.self) {
            try FilmFacts(title: String(repeating: "👍🏽", count: 150), year: 2020, thisYear: 2026)
        }
        #expect(throws: AddedFilmError.title(length: 302)) {
            try FilmFacts(title: String(repeating: "👍🏽", count: 151), year: 2020, thisYear: 2026)
        }
        #expect(throws: AddedFilmError.tooLong(field: "cast", maximum: 200)) {
            try FilmFacts(title: "A", year: 2020, thisYear: 2026, cast: [String(repeating: "a", count: 201)])
        }
        #expect(throws: AddedFilmError.tooLong(field: "country", maximum: 100)) {
            try FilmFacts(title: "A", year: 2020, thisYear: 2026, country: String(repeating: "a", count: 101))
        }
        #expect(throws: AddedFilmError.year(1869, allowed: 1870...2027)) {
            try FilmFacts(title: "Early", year: 1869, thisYear: 2026)
        }
        #expect(throws: AddedFilmError.year(2028, allowed: 1870...2027)) {
            try FilmFacts(title: "Late", year: 2028, thisYear: 2026)
        }
        #expect(throws: Never.self) { try FilmFacts(title: "Next year's", year: 2027, thisYear: 2026) }
        #expect(throws: AddedFilmError.runtime(0)) { try FilmFacts(title: "A", year: 2020, thisYear: 2026, runtime: 0) }
        #expect(throws: AddedFilmError.runtime(1001)) {
            try FilmFacts(title: "A", year: 2020, thisYear: 2026, runtime: 1001)
        }
    }

    @Test(
        arguments: [
            ("tt0211915", nil, nil, true), ("TT12345678", nil, nil, true), ("tt123", nil, nil, false),
            ("nm0000123", nil, nil, false), (nil, 0, nil, false), (nil, 194, nil, true),
            (nil, nil, "https://letterboxd.com/film/past-lives/", true), (nil, nil, "past-lives", true),
            (nil, nil, "https://letterboxd.com/ana/", false),
        ] as [(String?, Int?, String?, Bool)])
    func idsAreOfTheirSitesForm(imdb: String?, tmdb: Int?, letterboxd: String?, valid: Bool) {
        let made = try? FilmIdentifiers(imdb: imdb, tmdb: tmdb, letterboxd: letterboxd)
        #expect((made != nil) == valid)
        if let letterboxd, valid { #expect(made?.letterboxd == "past-lives", "\(letterboxd)") }
    }

    @Test func theFilmsItMayAlreadyBeAreShownAndTheSameTitleAndYearIsRefusedNamingTheFilm() async throws {
        let useCase = useCase()
        let dune2021 = try FilmFacts(title: "Dune", year: 2021, thisYear: 2026)
        #expect(try await useCase.lookalikes(of: dune2021).map(\.title).contains("Dune"))
        let added = try await useCase.add(dune2021, by: ana, at: now)
        #expect(added.facts.title == "Dune" && added.addedBy == ana)

        let amelie = try FilmFacts(title: "AMELIE!", year: 2001, thisYear: 2026)
        await #expect(throws: AddedFilmError.duplicate(of: Self.amelie)) {
            try await useCase.add(amelie, by: ana, at: now)
        }
        let byIMDb = try FilmFacts(
            title: "Le Fabuleux Destin d'Amélie Poulain", year: 2001, thisYear: 2026,
            identifiers: FilmIdentifiers(imdb: "tt0211915"))
        await #expect(throws: AddedFilmError.duplicate(of: Self.amelie)) {
            try await useCase.add(byIMDb, by: ana, at: now)
        }
        let again = try FilmFacts(title: "dune", year: 2021, thisYear: 2026)
        await #expect(throws: AddedFilmError.duplicate(of: Movie(id: added.id, title: "Dune"))) {
            try await useCase.add(again, by: User.ID("ben"), at: now)
        }
    }

    @Test func aMemberAddsAFewFilmsADayAndMoreTheDayAfter() async throws {
        let useCase = useCase()
        for number in 1...AddFilmUseCase.perDay {
            let facts = try FilmFacts(title: "Short \(number)", year: 2020, thisYear: 2026)
            _ = try await useCase.add(facts, by: ana, at: now.addingTimeInterval(Double(number)))
        }
        let one = try FilmFacts(title: "One more", year: 2020, thisYear: 2026)
        await #expect(throws: AddedFilmError.tooManyToday(limit: AddFilmUseCase.perDay)) {
            try await useCase.add(one, by: ana, at: now.addingTimeInterval(60))
        }
        _ = try await useCase.add(one, by: User.ID("ben"), at: now.addingTimeInterval(60))
        let dayAfter = try FilmFacts(title: "Day after", year: 2020, thisYear: 2026)
        _ = try await useCase.add(dayAfter, by: ana, at: now.addingTimeInterval(86_402))
    }

    /// What a member adds is shown to everyone, in pages, terminals and feeds: it keeps to the rule names and
    /// comments keep to, in every field.
    @Test(arguments: [
        ("title", "Past Lives\u{1B}[2J"), ("original title", "\u{202E}seviL tsaP"), ("directors", "Celine\u{0}Song"),
        ("cast", "Greta\u{200B}Lee"), ("country", "Korea\u{7}"), ("language", "\u{FEFF}"),
    ])
    func aCharacterAReaderWouldNotSeeIsRefusedInEveryField(field: String, text: String) {
        let given = { (name: String) in field == name ? text : nil }
        do {
            _ = try FilmFacts(
                title: given("title") ?? "Past Lives", year: 2023, thisYear: 2026,
                originalTitle: given("original title"),
                directors: given("directors").map { [$0] } ?? [], cast: given("cast").map { [$0] } ?? [],
                country: given("country"), language: given("language"))
            Issue.record("\(field) was taken")
        } catch {
            #expect(error.field == field && "\(error)".contains("U+"), "\(error)")
        }
    }

    @Test func aTitleLongerThanASearchTakesIsAddedAllTheSame() async throws {
        let long = try FilmFacts(title: String(repeating: "é", count: 300), year: 2020, thisYear: 2026)
        let added = try await useCase().add(long, by: ana, at: now)
        #expect(added.facts.title.count == 300)
    }
}
