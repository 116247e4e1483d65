import MoviesDomain
import Testing

@testable import MoviesData

/// Browsing, people and films alike on the real embedded catalog, as a person using them sees them.
@Suite struct CatalogDiscoveryTests {
    func repository() async throws -> CatalogMoviesRepository {
        CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
    }

    @Test func browsingKeepsToEveryFilterAndSortsByTheRatingItShows() async throws {
        let filter = try DiscoverFilter(genres: [.drama], years: try Decade.years("1970s"), sort: .rating)
        let page = try await repository().discoverMovies(filter, page: .first)
        #expect(page.movies.count == 20)
        #expect(page.totalResults > 300)
        for movie in page.movies {
            #expect(movie.genres.contains("Drama"))
            #expect((1970...1979).contains(movie.releaseDate.year ?? 0))
            // A film rated by a handful of critics does not make the top of a rating sort.
            #expect((movie.rating?.voteCount ?? 0) >= 20, "\(movie.title)")
        }
        let ratings = page.movies.compactMap(\.rating?.average)
        #expect(ratings.count == 20 && ratings == ratings.sorted(by: >))
        #expect(page.movies.prefix(10).map(\.title).contains("The Godfather"))
    }

    @Test func theOtherSortsAreNewestFirstAndByTitle() async throws {
        let newest = try await repository().discoverMovies(try DiscoverFilter(sort: .date), page: .first)
        let years = newest.movies.compactMap(\.releaseDate.year)
        #expect(years == years.sorted(by: >))
        #expect(newest.totalResults == 17_472)
        let byTitle = try await repository().discoverMovies(
            try DiscoverFilter(genres: [.western], sort: .title), page: try PageNumber(2))
        let titles = byTitle.movies.map { $0.title.lowercased().replacing(#/^(the|a|an) /#, with: "") }
        #expect(titles == titles.sorted())
    }

    @Test func severalGenresMeanFilmsWithAllOfThemAndARatingFloorLeavesUnratedOut() async throws {
        let filter = try DiscoverFilter(genres: [.comedy, .romance], minimumRating: 7.5)
        let page = try await repository().discoverMovies(filter, page: .first)
        #expect(!page.movies.isEmpty)
        for movie in page.movies {
            #expect(movie.genres.contains("Comedy") && movie.genres.contains("Romance"))
            #expect((movie.rating?.average ?? 0) >= 7.5)
        }
    }

    @Test func filmsTheGenresNameComeBeforeFilmsTheyOnlyTouch() async throws {
        // Apocalypse Now is tagged horror and comedy among eight genres; it is no horror comedy.
        let page = try await repository().discoverMovies(try DiscoverFilter(genres: [.horror, .comedy]), page: .first)
        let titles = page.movies.map(\.title)
        #expect(titles.contains("Ghostbusters") && titles.contains("Young Frankenstein"))
        #expect(!titles.contains("Apocalypse Now"))
        for movie in page.movies {
            #expect(Set(movie.genresAsNamed.prefix(2)) == ["Horror", "Comedy"], "\(movie.title)")
        }
        let all = try await repository().discoverMovies(
            try DiscoverFilter(genres: [.horror, .comedy]), page: try PageNumber(page.totalPages))
        #expect(page.totalResults == all.totalResults)
    }

    @Test func aQueryCombinesWithFilters() async throws {
        let filter = try DiscoverFilter(genres: [.scienceFiction], query: try MovieQuery("star wars"))
        let page = try await repository().discoverMovies(filter, page: .first)
        #expect(page.movies.count >= 5)
        #expect(page.movies.allSatisfy { $0.title.hasPrefix("Star Wars") && $0.genres.contains("Sci-Fi") })
    }

    @Test(arguments: [
        ("coppola", "Francis Ford Coppola"), ("kubrick", "Stanley Kubrick"), ("streep", "Meryl Streep"),
        ("meryl str", "Meryl Streep"),
        // A slip in a name, as in a title: one edit from five letters.
        ("kubrik", "Stanley Kubrick"), ("scorcese", "Martin Scorsese"), ("hitchock", "Alfred Hitchcock"),
    ])
    func searchFindsPeopleByName(query: String, expected: String) async throws {
        let people = try await repository().people(matching: try MovieQuery(query), limit: 6)
        #expect(people.first?.name == expected)
        #expect(people.first?.knownForTitles.isEmpty == false)
    }

    @Test func titlesThatNameNoOneFindNoPeople() async throws {
        #expect(try await repository().people(matching: try MovieQuery("the godfather"), limit: 6).isEmpty)
        // A title is not read as a slip in a name: `amelie` is the film, not the Amelias.
        #expect(try await repository().people(matching: try MovieQuery("amelie"), limit: 6).isEmpty)
    }

    @Test func aPersonHasTheirFilmsNewestFirstWithTheirRoles() async throws {
        let repository = try await repository()
        let found = try #require(try await repository.people(matching: try MovieQuery("coppola"), limit: 1).first)
        #expect(found.id.rawValue == "catalog:francis-ford-coppola")
        let person = try await repository.person(withID: found.id)
        let godfather = try #require(person.credits.first { $0.movie.title == "The Godfather" })
        #expect(godfather.roles.contains(.director))
        let years = person.credits.compactMap(\.movie.releaseDate.year)
        #expect(years == years.sorted(by: >))
        #expect(person.roleCounts.first?.role == .director)
        await #expect(throws: PersonNotFound.self) {
            try await repository.person(withID: Person.ID("catalog:no-such-person-here"))
        }
        await #expect(throws: PersonNotFound.self) { try await repository.person(withID: Person.ID("tmdb:1776")) }
    }

    @Test func filmsLikeTheGodfatherShareItsPeopleAndGenres() async throws {
        let repository = try await repository()
        let godfather = try #require(
            try await repository.searchMovies(try MovieQuery("the godfather"), page: .first).movies.first)
        let similar = try await repository.similarMovies(
            to: try await repository.movie(withID: godfather.id), limit: 12)
        #expect(similar.count == 12)
        #expect(!similar.contains(godfather))
        #expect(similar.prefix(3).contains { $0.title.hasPrefix("The Godfather") })
        // A director's minor work does not crowd out the films people mean.
        let titles = similar.map(\.title)
        #expect(titles.contains("Apocalypse Now") && titles.contains("Dog Day Afternoon"), "\(titles)")
        #expect(!titles.contains("Dementia 13") && !titles.contains("Palo Alto"), "\(titles)")
        #expect(similar.filter { $0.directors.contains("Francis Ford Coppola") }.count <= 6, "\(titles)")
        await #expect(throws: MovieNotFound.self) {
            try await repository.similarMovies(to: Movie(id: Movie.ID("999999999"), title: "Nothing"), limit: 12)
        }
    }

    @Test func theDetailsLinkTheirPeople() async throws {
        let repository = try await repository()
        let godfather = try #require(
            try await repository.searchMovies(try MovieQuery("the godfather"), page: .first).movies.first)
        let details = try await repository.movie(withID: godfather.id)
        #expect(details.extras.people["Francis Ford Coppola"]?.rawValue == "catalog:francis-ford-coppola")
        #expect(details.directors.allSatisfy { details.extras.people[$0] != nil })
    }

    @Test func theCatalogOffersItsGenresAndTheUseCaseRefusesOthers() async throws {
        let repository = try await repository()
        let genres = try await repository.genres()
        #expect(genres.contains(.drama) && genres.contains(.scienceFiction) && genres.contains(.biography))
        #expect(!genres.contains(.tvMovie))
        await #expect(throws: DiscoverFilter.Error.unknownGenre("tv-movie")) {
            try await DiscoverMoviesUseCase(repository: repository).execute(try DiscoverFilter(genres: [.tvMovie]))
        }
    }
}
