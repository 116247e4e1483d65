import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct DiscoverPresentationTests {
    @Test func everyGenreHasItsOwnNameInEveryLanguage() {
        for language in Language.allCases {
            let names = Genre.allCases.map(language.strings.discover.genreName)
            #expect(Set(names).count == Genre.allCases.count, "\(language) names two genres alike")
        }
        // Spanish and Korean leave no genre in English, but for the names the languages share.
        let shared: Set<Genre> = [.drama, .musical, .romance]
        for language in [Language.spanish, .korean] {
            for genre in Genre.allCases where !shared.contains(genre) {
                #expect(
                    language.strings.discover.genreName(genre) != Strings.english.discover.genreName(genre),
                    "\(language) leaves \(genre) in English")
            }
        }
    }

    @Test(arguments: [
        (Language.spanish, "Sci-Fi", "Ciencia ficción", "United States", "Estados Unidos", "French", "francés"),
        (.korean, "Science Fiction", "SF", "South Korea", "대한민국", "fr", "프랑스어"),
        (.english, "Sci-Fi", "Science fiction", "Soviet Union", "Soviet Union", "Klingon-ish", "Klingon-ish"),
        (.spanish, "Drama", "Drama", "People's Republic of China", "China continental", "Mandarin", "chino"),
        (.korean, "Western", "서부", "United States of America", "미국", "Standard Chinese", "중국어"),
    ])
    func genresCountriesAndLanguagesAreShownInTheScreensLanguage(
        language: Language, genre: String, genreShown: String, country: String, countryShown: String,
        spoken: String, spokenShown: String
    ) {
        let strings = language.strings
        #expect(strings.genreName(genre) == genreShown)
        #expect(strings.countryName(country) == countryShown)
        #expect(strings.languageName(spoken) == spokenShown)
    }

    @Test func detailsShowPlacesAndGenresInTheScreensLanguageAndKeepThePeoplesIDs() {
        var movie = Movie(
            id: Movie.ID("1"), title: "Amélie", genres: ["Comedy", "Romance"], directors: ["Jean-Pierre Jeunet"],
            countries: ["France", "Germany"])
        movie.extras.languages = ["French"]
        movie.extras.people = ["Jean-Pierre Jeunet": Person.ID("catalog:jean-pierre-jeunet")]
        let content = MovieDetailsContent(movie: movie, strings: .spanish)
        let facts = Dictionary(uniqueKeysWithValues: content.facts.map { ($0.kind, $0.value) })
        #expect(facts[.genres] == "Comedia, Romance")
        #expect(facts[.countries] == "Francia, Alemania")
        #expect(facts[.languages] == "francés")
        #expect(content.people["Jean-Pierre Jeunet"]?.rawValue == "catalog:jean-pierre-jeunet")
    }

    @Test func aPersonsScreenCountsTheirRolesAndNamesTheirPartInEachFilm() async throws {
        let films: [Movie] = [
            Movie(id: Movie.ID("1"), title: "Old", releaseDate: .year(1990), directors: ["Ana"], cast: ["Ana"]),
            Movie(id: Movie.ID("2"), title: "New", releaseDate: .year(2010), directors: ["Ana"]),
        ]
        let repository = InMemoryMoviesRepository(movies: films)
        let screen = PersonViewModel(
            .id(Person.ID("memory:Ana")), people: PeopleUseCase(repository: repository), strings: .english)
        await screen.didLoad()
        let content = try #require(await screen.content)
        #expect(content.roleCounts == ["Director of 2 films", "In the cast of 1 film"])
        #expect(content.credits.map(\.item.title) == ["New", "Old"])
        #expect(content.credits.map(\.rolesText) == ["Director", "Director, Cast"])

        let missing = PersonViewModel(.id(Person.ID("memory:Nobody")), people: PeopleUseCase(repository: repository))
        await missing.didLoad()
        #expect(await missing.failure?.kind == .notFound)
    }

    @Test func aPersonIsKnownForTheirBestKnownFilmsInTheirMainRoleFirst() async throws {
        func film(_ id: String, votes: Int, directed: Bool) -> Movie {
            Movie(
                id: Movie.ID(id), title: "Film \(id)", rating: Rating(average: 7, voteCount: votes),
                directors: directed ? ["Ana"] : [], cast: directed ? [] : ["Ana"])
        }
        let films = [
            film("1", votes: 10, directed: true), film("2", votes: 900, directed: false),
            film("3", votes: 500, directed: true), film("4", votes: 50, directed: true),
        ]
        let screen = PersonViewModel(
            .id(Person.ID("memory:Ana")), people: PeopleUseCase(repository: InMemoryMoviesRepository(movies: films)))
        await screen.didLoad()
        let content = try #require(await screen.content)
        // Directing is her main role: her directed films by how many rated them, then the rest.
        #expect(content.knownFor.map(\.item.title) == ["Film 3", "Film 4", "Film 1", "Film 2"])

        // One role's films, then all again.
        await screen.didChooseRole(.cast)
        let acted = try #require(await screen.content)
        #expect(acted.credits.map(\.item.title) == ["Film 2"] && acted.knownFor.isEmpty)
        #expect(acted.roleChoices.map(\.text) == ["Director of 3 films", "In the cast of 1 film"])
        #expect(acted.roleChoices.map(\.isChosen) == [false, true])
        await screen.didChooseRole(nil)
        #expect(await screen.content?.credits.count == 4)
    }

    @Test func aBrowseGrowsPageByPageAndABadGenreIsTheCallersMistake() async throws {
        let films = (1...30).map { Movie(id: Movie.ID("\($0)"), title: "Film \($0)", genres: ["Drama"]) }
        let repository = InMemoryMoviesRepository(movies: films)
        let browse = DiscoverViewModel(
            discoverMovies: DiscoverMoviesUseCase(repository: repository), member: .nobody(over: repository))
        await browse.didBrowse(try DiscoverFilter(genres: [.drama]))
        let first = await browse.state.list
        #expect(first.items.count == 20 && first.hasMorePages)
        await browse.didLoadNextPage()
        let second = await browse.state.list
        #expect(second.items.count == 30 && !second.hasMorePages)
        await browse.didBrowse(try DiscoverFilter(genres: [.western]))
        #expect(await browse.state.list.failure?.code == "invalid_genre")
        #expect(await browse.state.list.failure?.field == "genre")
    }
}
