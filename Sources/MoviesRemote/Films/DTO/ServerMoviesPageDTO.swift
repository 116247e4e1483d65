import MoviesData
import MoviesDomain

/// A page of films (`SearchResults` or `DiscoverResults`), with the people a search's words name.
struct ServerMoviesPageDTO: Decodable, Sendable {
    struct PersonDTO: Decodable, Sendable {
        let id: String
        let name: String
        let knownFor: String?
        let knownForTitles: [String]
    }

    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: String
    let results: [ServerMovieDTO]
    let suggestedQuery: String?
    let searchedFor: String?
    let people: [PersonDTO]?

    func toDomain() -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages, totalResults: totalResults, movies: results.map { $0.toDomain() },
            suggestedQuery: suggestedQuery.flatMap { try? MovieQuery($0) },
            searchedFor: searchedFor.flatMap { try? MovieQuery($0) })
    }

    func peopleToDomain() -> [PersonMatch] {
        (people ?? []).map {
            PersonMatch(
                id: Person.ID($0.id), name: $0.name, knownFor: $0.knownFor.flatMap(PersonCredit.Role.init(rawValue:)),
                knownForTitles: $0.knownForTitles)
        }
    }
}
