import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct MoreLikeThisTests {
    @Test(arguments: [
        ("The Godfather Part II", ["godfather"], 2), ("The Godfather: Part III", ["godfather"], 3),
        ("The Godfather", ["godfather"], 1), ("Toy Story 3", ["toy", "story"], 3), ("Rocky IV", ["rocky"], 4),
        ("Apollo 13", ["apollo", "13"], 1), ("Heat", ["heat"], 1),
        ("Star Wars: Episode IV – A New Hope", ["star", "wars"], 4),
        ("Star Wars: Episode I – The Phantom Menace", ["star", "wars"], 1),
        ("Terminator 2: Judgment Day", ["terminator"], 2), ("The Terminator", ["terminator"], 1),
        ("The Lord of the Rings: The Two Towers", ["lord", "of", "the", "rings", "the", "two", "towers"], 1),
        ("Rocky", ["rocky"], 1), ("I", ["i"], 1),
    ])
    func titlesTellTheirPlaceInASeries(title: String, base: [String], number: Int) {
        let series = SeriesTitle(title)
        #expect(series.base == base)
        #expect(series.number == number)
    }

    @Test func aFilmsSeriesComesInOrderAndLeavesTheSimilarFilms() async throws {
        let films: [Movie] = [
            .fixture(id: "3", title: "The Godfather Part III", genres: ["Crime", "Drama"]),
            .fixture(id: "1", title: "The Godfather", genres: ["Crime", "Drama"]),
            .fixture(id: "2", title: "The Godfather Part II", genres: ["Crime", "Drama"]),
            .fixture(id: "4", title: "Goodfellas", genres: ["Crime", "Drama"]),
            .fixture(id: "5", title: "The Godfather of Harlem", genres: ["Crime"]),
        ]
        let repository = InMemoryMoviesRepository(movies: films)
        let useCase = MoreLikeThisUseCase(movies: repository, discovery: repository)
        let more = try await useCase.execute(for: films[2])
        #expect(more.series.map(\.title) == ["The Godfather", "The Godfather Part II", "The Godfather Part III"])
        #expect(more.similar.map(\.title) == ["Goodfellas", "The Godfather of Harlem"])
    }

    @Test func aFilmOfNoSeriesHasNone() async throws {
        let films: [Movie] = [.fixture(id: "1", title: "Heat"), .fixture(id: "2", title: "Heat Wave")]
        let repository = InMemoryMoviesRepository(movies: films)
        let more = try await MoreLikeThisUseCase(movies: repository, discovery: repository).execute(for: films[0])
        #expect(more.series.isEmpty)
    }
}

@Suite struct PeopleUseCaseTests {
    @Test func aQueryOfFewerThanThreeLettersNamesNobodyYet() async throws {
        let repository = InMemoryMoviesRepository(movies: [
            Movie(id: Movie.ID("1"), title: "Heat", directors: ["Al Mann"]),
            Movie(id: Movie.ID("2"), title: "Ali", directors: ["Al Mann"]),
        ])
        let people = PeopleUseCase(repository: repository)
        #expect(try await people.search(try MovieQuery("al")).isEmpty)
        #expect(try await people.search(try MovieQuery("al m")).map(\.name) == ["Al Mann"])
        await #expect(throws: PersonNotFound.self) { try await people.person(withID: Person.ID("")) }
    }
}
