import GRDB
import MoviesDomain
import MoviesSearch
import Testing

@testable import MoviesData
@testable import MoviesSQLite

/// Search behaviour on the real embedded catalog, as a user typing titles sees it.
@Suite struct CatalogSearchTests {
    func search(_ text: String, page: Int = 1) async throws -> MoviesPage {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        return try await repository.searchMovies(try MovieQuery(text), page: try PageNumber(page))
    }

    @Test(arguments: ["amelie", "AMELIE", "Amélie", "amél"])
    func diacriticsAndCaseDoNotMatter(text: String) async throws {
        #expect(try await search(text).movies.first?.title == "Amélie")
    }

    @Test func punctuationDoesNotMatter() async throws {
        let titles = try await search("star wars episode iv").movies.map(\.title)
        #expect(titles == ["Star Wars: Episode IV – A New Hope"])
        #expect(try await search("star wars: episode iv – a new hope").movies.first?.title == titles.first)
    }

    /// A title of a symbol is found as any title is: `$` (1971) by `$` (a write by `$ 1971` names it, by
    /// its title and year: `CLIHabitsTests`).
    @Test func aTitleOfASymbolIsFoundAsAnyTitleIs() async throws {
        #expect(try await search("$").movies.first.map { "\($0.title) \($0.releaseDate.year ?? 0)" } == "$ 1971")
        #expect(try await search("1971").movies.first?.title == "1971", "digits are a title too")
        #expect(SearchText.words("$") == ["$"] && SearchText.words("!!! ---").isEmpty, "punctuation alone is no word")
    }

    @Test func starWarsFilmsComeFirst() async throws {
        let page = try await search("star wars")
        #expect(page.movies.count >= 7)
        #expect(page.movies.prefix(7).allSatisfy { $0.title.hasPrefix("Star Wars") })
    }

    @Test func lastWordMatchesAsAPrefix() async throws {
        #expect(try await search("star wa").movies.prefix(7).allSatisfy { $0.title.hasPrefix("Star Wars") })
        #expect(try await search("godfa").movies.first?.title.hasPrefix("The Godfather") == true)
        #expect(try await search("the godfather").movies.first?.title == "The Godfather")
    }

    @Test func earlierWordsMustMatchWhole() async throws {
        // "sta" is not a word of any Star Wars title: only the last word is a prefix.
        #expect(try await search("sta wars").movies.allSatisfy { !$0.title.hasPrefix("Star Wars") })
    }

    @Test func apostrophesAndHyphensAreForgiving() async throws {
        #expect(try await search("schindlers list").movies.first?.title == "Schindler's List")
        #expect(try await search("schindler's list").movies.first?.title == "Schindler's List")
        #expect(try await search("spiderman").movies.contains { $0.title.hasPrefix("Spider-Man") })
    }

    @Test(arguments: [
        "\"star wars\"", "star*", "-star", "star:", "star NEAR wars", "star OR wars", "star AND wars",
        "NOT star", "(star wars)", "star wars)", "'", "\"", "*", "^star", "star + wars", "{star}", "NEAR(star wars)",
    ])
    func ftsSyntaxIsPlainText(text: String) async throws {
        // Read as plain text: the same films as its words alone, the operators' letters (OR, NEAR) words
        // like any other, their signs nothing.
        let words = String(text.map { $0.isLetter || $0.isNumber ? $0 : " " }).split(separator: " ")
        let found = try await search(text)
        if words.isEmpty {
            #expect(found.totalResults == 0)
        } else {
            let plain = try await search(words.joined(separator: " "))
            #expect(found.movies.map(\.id) == plain.movies.map(\.id) && found.totalResults == plain.totalResults)
        }
    }

    @Test func quotedWordsFindTheSameAsBareOnes() async throws {
        #expect(try await search("\"star wars\"").movies.map(\.id) == search("star wars").movies.map(\.id))
    }

    @Test func onlyPunctuationFindsNothing() async throws {
        let page = try await search("!!! ???")
        #expect(page.totalResults == 0 && page.movies.isEmpty && page.totalPages == 0)
    }

    @Test(arguments: ["lo", "the a", "love"])
    func pagesAddUpToTheTotals(text: String) async throws {
        let first = try await search(text)
        #expect(first.totalPages == (first.totalResults + 19) / 20)
        var ids: [Movie.ID] = []
        for number in 1...first.totalPages {
            let page = try await search(text, page: number)
            #expect(page.movies.count == (number < first.totalPages ? 20 : first.totalResults - 20 * (number - 1)))
            ids += page.movies.map(\.id)
        }
        #expect(ids.count == first.totalResults)
        #expect(Set(ids).count == ids.count)
    }

    @Test func shortPrefixFindsEveryTitleWithAWordStartingWithIt() async throws {
        let database = try await CatalogFixtures.bundledCatalog.value
        let titles = try await database.read { db in try String.fetchAll(db, sql: "SELECT title FROM movie") }
        let expected = titles.filter { SearchText.words($0).contains { $0.hasPrefix("lo") } }.count
        #expect(try await search("lo").totalResults == expected)
        #expect(try await search("LO").totalResults == expected)
    }

    @Test(arguments: [
        // A leading article does not keep a title from being the query.
        ("matrix", "The Matrix"), ("terminator", "The Terminator"), ("shining", "The Shining"),
        ("dark knight", "The Dark Knight"), ("the matrix", "The Matrix"), ("la dolce vita", "La Dolce Vita"),
        // A word typed in full beats a longer word it begins.
        ("love", "Love"), ("leon", "Léon: The Professional"),
        // The original before its sequels, whatever their popularity.
        ("godfather", "The Godfather"), ("alien", "Alien"), ("predator", "Predator"), ("heat", "Heat"),
        // Numerals either way, dotted initials as one word, compounds as one word.
        ("godfather 2", "The Godfather Part II"), ("godfather part ii", "The Godfather Part II"),
        ("rocky 2", "Rocky II"), ("et", "E.T. the Extra-Terrestrial"), ("e.t.", "E.T. the Extra-Terrestrial"),
        ("8 1/2", "8½"), ("spiderman", "Spider-Man"), ("walle", "WALL-E"),
        // Popularity weighed against the film's decade: the 1977 film before the 2000s episodes.
        ("star wars", "Star Wars: Episode IV – A New Hope"),
    ])
    func theFilmMeantComesFirst(query: String, title: String) async throws {
        #expect(try await search(query).movies.first?.title == title)
    }

    @Test func wholeWordsComeBeforeCompletions() async throws {
        // Every film opening with the word "love" (article aside) comes before Lovelace, Loverboy and the like.
        let titles = try await search("love").movies.map(\.title)
        #expect(titles.count == 20)
        #expect(titles.allSatisfy { SearchText.words($0).drop { ["a", "the"].contains($0) }.first == "love" })
    }

    @Test func starWarsFilmsComeBeforeOtherTitlesWithTheWords() async throws {
        let titles = try await search("star wars").movies.prefix(7).map(\.title)
        #expect(titles.allSatisfy { $0.hasPrefix("Star Wars") })
    }

    @Test func exactTitleOutranksLongerOnes() async throws {
        #expect(try await search("alien").movies.prefix(2).map(\.title).contains("Alien"))
        #expect(try await search("heat").movies.first?.title == "Heat")
    }

    @Test func detailsCarryEverythingTheCatalogHas() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let movie = try await repository.movie(withID: Movie.ID("17738"))
        #expect(movie.title == "Star Wars: Episode IV – A New Hope")
        #expect(movie.releaseDate == .year(1977))
        #expect(movie.directors == ["George Lucas"])
        #expect(movie.cast.contains("Harrison Ford"))
        #expect(movie.runtime == 121)
        #expect(movie.extras.imdbID == "tt0076759")
        #expect(movie.posterPath == "catalog-17738.svg")
    }

    @Test func aCatalogCastComesBestKnownFirst() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let godfather = try await repository.movie(withID: Movie.ID("47703"))
        #expect(godfather.extras.castOrder == .bestKnownFirst)
        #expect(godfather.cast.count == 40)
        let stars: Set = ["Marlon Brando", "Al Pacino", "James Caan", "Robert Duvall", "Diane Keaton"]
        #expect(Set(godfather.cast.prefix(5)) == stars, "\(godfather.cast.prefix(8))")
        #expect(godfather.cast.firstIndex(of: "Abe Vigoda")! > 10)
    }

    @Test(arguments: ["0", "-1", "abc", "99999999999999999999", "", "17738 "])
    func unknownIDsAreNotFound(id: String) async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        await #expect(throws: MovieNotFound.self) { try await repository.movie(withID: Movie.ID(id)) }
    }
}
