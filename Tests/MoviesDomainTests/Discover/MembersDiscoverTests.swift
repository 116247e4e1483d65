import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// Browsing in members' orders: the rankings walked in order, each film asked of the source and kept when
/// the filter allows it, a page at a time; without members here, the source answers.
@Suite struct MembersDiscoverTests {
    /// Rankings as a store would give them: the members' rating order, and 2027's most watched.
    struct Rankings: MemberRankingsRepository {
        let rated: [FilmReference]
        let watched: [Int: [FilmReference]]

        func filmsByMembersRating(of source: FilmReference.Source, limit: Int) async throws -> [FilmReference] {
            Array(rated.filter { $0.source == source }.prefix(limit))
        }

        func filmsMostWatched(
            in year: Int, of source: FilmReference.Source, limit: Int
        ) async throws
            -> [FilmReference]
        {
            Array((watched[year] ?? []).prefix(limit))
        }
    }

    static let films = (1...30).map { number in
        Movie(
            id: Movie.ID(String(number)), title: number.isMultiple(of: 3) ? "Crime \(number)" : "Comedy \(number)",
            releaseDate: .year(1960 + number), genres: [number.isMultiple(of: 3) ? "Crime" : "Comedy"])
    }

    static func film(_ number: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(number)))
    }

    func useCase(rated: [Int], watched: [Int] = []) -> DiscoverMoviesUseCase {
        let movies = InMemoryMoviesRepository(movies: Self.films)
        return DiscoverMoviesUseCase(
            repository: movies,
            rankings: Rankings(
                rated: rated.map(Self.film) + [FilmReference(source: .tmdb, movieID: Movie.ID("9"))],
                watched: [2027: watched.map(Self.film)]),
            films: FilmSource(.catalog, movies: movies), now: TestClock().now)
    }

    @Test func membersRatingIsTheRankingsOrderAPageAtATime() async throws {
        let browse = useCase(rated: Array((1...30).reversed()) + [404])
        let first = try await browse.execute(try DiscoverFilter(sort: .members))
        #expect(first.movies.map(\.id.rawValue) == (11...30).reversed().map(String.init))
        #expect(first.totalPages == 2)
        let second = try await browse.execute(try DiscoverFilter(sort: .members), page: try PageNumber(2))
        #expect(
            second.movies.map(\.id.rawValue) == (1...10).reversed().map(String.init),
            "a film the source lacks is left out")
        await #expect(throws: SearchMoviesError.self) {
            try await browse.execute(try DiscoverFilter(sort: .members), page: try PageNumber(3))
        }
    }

    @Test func aFilterKeepsOnlyTheFilmsItAllowsInTheMembersOrder() async throws {
        let browse = useCase(rated: [3, 1, 30, 6, 2, 9], watched: [9, 2, 12])
        let crime = try await browse.execute(try DiscoverFilter(genres: [.crime], sort: .members))
        #expect(crime.movies.map(\.title) == ["Crime 3", "Crime 30", "Crime 6", "Crime 9"] && crime.totalResults == 4)
        let sixties = try await browse.execute(try DiscoverFilter(from: 1960, to: 1969, sort: .members))
        #expect(sixties.movies.map(\.title) == ["Crime 3", "Comedy 1", "Crime 6", "Comedy 2", "Crime 9"])
        let titled = try await browse.execute(try DiscoverFilter(sort: .members, query: try MovieQuery("CRÍME 3")))
        #expect(titled.movies.map(\.title) == ["Crime 3", "Crime 30"])
        let watched = try await browse.execute(try DiscoverFilter(sort: .watched))
        #expect(watched.movies.map(\.title) == ["Crime 9", "Comedy 2", "Crime 12"], "2027's, the test clock's year")
    }

    @Test func withoutMembersTheSourceAnswersEveryOrder() async throws {
        let browse = DiscoverMoviesUseCase(repository: InMemoryMoviesRepository(movies: Self.films))
        #expect(try await browse.execute(try DiscoverFilter(sort: .members)).totalResults == 30)
    }
}
