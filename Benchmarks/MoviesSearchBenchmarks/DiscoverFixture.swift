import MoviesData
import MoviesDomain
import Synchronization

/// Browses, people and films alike over the search fixture's catalog: a mix of filters (every sort,
/// genres alone and together, decades, rating floors, a query within them) and people found by the
/// names people type, each taken in turn.
final class DiscoverFixture: Sendable {
    static let shared = Task { try await DiscoverFixture() }

    let repository: CatalogMoviesRepository
    let filters: [DiscoverFilter]
    let people: [Person.ID]
    let names: [MovieQuery]
    /// Films as their details describe them (what a details page asks films alike for).
    let films: [Movie]
    private let position = Mutex(0)

    private init() async throws {
        repository = try await SearchFixture.shared.value.repository
        var filters: [DiscoverFilter] = []
        let genreSets: [[Genre]] = [[], [.drama], [.comedy, .romance], [.scienceFiction], [.horror], [.western]]
        let years: [ClosedRange<Int>?] = [nil, 1970...1979, 1990...1999, 2000...2009]
        for sort in DiscoverSort.allCases {
            for genres in genreSets {
                for range in years {
                    filters.append(try DiscoverFilter(genres: genres, years: range, sort: sort))
                }
            }
            filters.append(try DiscoverFilter(minimumRating: 8, sort: sort))
            filters.append(try DiscoverFilter(genres: [.action], sort: sort, query: try MovieQuery("star")))
        }
        self.filters = filters
        names = try [
            "kubrick", "spielberg", "meryl streep", "coppola", "hitchcock", "scorsese", "nolan", "tarantino",
            "tom hanks", "johnny depp", "eastwood", "woody allen", "kurosawa", "fellini", "bergman", "cate blan",
            "de niro", "pacino", "nicole kidman", "miyazaki",
        ].map { try MovieQuery($0) }
        var people: [Person.ID] = []
        for name in names {
            people += try await repository.people(matching: name, limit: 3).map(\.id)
        }
        self.people = people
        var films: [Movie] = []
        for query in ["godfather", "star wars", "amelie", "heat", "alien", "casablanca", "toy story", "jaws"] {
            for found in try await repository.searchMovies(try MovieQuery(query), page: .first).movies.prefix(3) {
                films.append(try await repository.movie(withID: found.id))
            }
        }
        self.films = films
    }

    /// The next index into a list of `count`, round and round.
    func next(_ count: Int) -> Int {
        position.withLock { position in
            defer { position += 1 }
            return position % count
        }
    }
}
