import Foundation
import MoviesData
import MoviesDomain
import MoviesTMDB
import MoviesTestSupport
import Testing

/// Browsing, people and recommendations over TMDB, against the stand-in.
@Suite struct TMDBDiscoveryTests {
    @Test func browsingSendsTheFiltersAndMapsThePage() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let filter = try DiscoverFilter(genres: [.crime, .drama], years: 2000...2009, sort: .rating)
        let page = try await repository.discoverMovies(filter, page: .first)
        #expect(page.movies.map(\.title) == ["The Dark Knight", "Batman Begins"])
        #expect(page.movies.first?.genres.contains("Crime") == true)
        let asked = try #require(await standIn.requests(matching: "/3/discover/movie").last)
        #expect(asked.contains("with_genres=80,18") || asked.contains("with_genres=80%2C18"))
        #expect(asked.contains("primary_release_date.gte=2000-01-01") && asked.contains("vote_count.gte=300"))
        #expect(asked.contains("sort_by=vote_average.desc"))
    }

    @Test func aQueryWithinFiltersKeepsTheSearchsFilmsTheFiltersAllow() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let filter = try DiscoverFilter(years: 1990...1999, query: try MovieQuery("batman"))
        let page = try await repository.discoverMovies(filter, page: .first)
        #expect(Set(page.movies.map(\.title)) == ["Batman Returns", "Batman Forever", "Batman & Robin"])
        #expect(await standIn.requests(matching: "/3/discover").isEmpty)
    }

    @Test func peopleAreFoundAndShownWithTheirFilms() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let found = try await repository.people(matching: try MovieQuery("nolan"), limit: 6)
        let nolan = try #require(found.first)
        #expect(nolan.name == "Christopher Nolan" && nolan.knownFor == .director)
        #expect(nolan.id.rawValue.hasPrefix("tmdb:"))
        let person = try await repository.person(withID: nolan.id)
        #expect(person.credits.map(\.movie.title) == ["The Dark Knight", "Batman Begins"])
        #expect(person.credits.allSatisfy { $0.roles == [.director] })

        let actor = try #require(try await repository.people(matching: try MovieQuery("keaton"), limit: 1).first)
        let keaton = try await repository.person(withID: actor.id)
        #expect(keaton.credits.first?.character == "Role in Batman Returns")
        await #expect(throws: PersonNotFound.self) { try await repository.person(withID: Person.ID("tmdb:99999")) }
        await #expect(throws: PersonNotFound.self) {
            try await repository.person(withID: Person.ID("catalog:christopher-nolan"))
        }
    }

    @Test func theDetailsLinkTheirPeopleAndRecommendationsAreFilmsLikeIt() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let details = try await repository.movie(withID: Movie.ID("155"))
        let nolan = try #require(details.extras.people["Christopher Nolan"])
        #expect(try await repository.person(withID: nolan).name == "Christopher Nolan")
        let similar = try await repository.similarMovies(to: details, limit: 3)
        #expect(similar.count == 3 && !similar.contains { $0.id == Movie.ID("155") })
        await #expect(throws: MovieNotFound.self) {
            try await repository.similarMovies(to: Movie(id: Movie.ID("1"), title: "Nothing"), limit: 3)
        }
    }

    @Test func whatWasSeenBeforeIsShownOffline() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let filter = try DiscoverFilter(genres: [.action])
        let seen = try await repository.discoverMovies(filter, page: .first)
        let nolan = try #require(try await repository.people(matching: try MovieQuery("nolan"), limit: 1).first)
        _ = try await repository.person(withID: nolan.id)
        await standIn.stop()
        #expect(try await repository.discoverMovies(filter, page: .first).movies.map(\.id) == seen.movies.map(\.id))
        #expect(try await repository.person(withID: nolan.id).name == "Christopher Nolan")
    }

    @Test func theGenresOfferedAreTMDBs() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        let genres = try await repository.genres()
        #expect(genres.contains(.tvMovie) && !genres.contains(.biography))
    }
}
