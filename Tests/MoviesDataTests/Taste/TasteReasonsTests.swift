import Foundation
import MoviesDomain
import MoviesSearch
import Testing

@testable import MoviesData

/// Why For you picks a film, said to the three film lovers of `Benchmarks/taste-members.tsv`: a person is
/// named only for a film they directed, wrote or lead (among the first five of its cast, as its page shows
/// them), never a walk-on (the lover of thrillers rated four films with Bess Flowers in them 9 or 10), and a
/// genre, decade or country only with five ratings or more behind it.
@Suite struct TasteReasonsTests {
    @Test func reasonsNameOnlyAFilmsOwnPeopleAndSignalsWithEnoughRatings() async throws {
        let index = try await TastePredictionTests.index.value
        let catalog = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        var (people, signals) = (0, 0)
        for member in try await TastePredictionTests.members.value {
            for pick in index.forYou(from: member.ratings, excluding: [], limit: 20) {
                let movie = try await catalog.movie(withID: Movie.ID(String(pick.film)))
                for reason in pick.reasons {
                    switch reason {
                    case .person(let name, let role, let films, _):
                        people += 1
                        #expect(films >= 2 && name != "Bess Flowers")
                        let known =
                            switch role {
                            case .director: movie.directors.contains(name)
                            case .writer: movie.extras.writers.contains(name)
                            case .cast: movie.cast.prefix(5).contains(name)
                            }
                        #expect(
                            known,
                            "\(member.name): \(name) is said of \(movie.title), whose cast opens \(movie.cast.prefix(5))"
                        )
                    case .genre(_, let films), .decade(_, let films), .country(_, let films):
                        signals += 1
                        #expect(films >= 5, "\(member.name): \(reason) for \(movie.title)")
                    default: continue
                    }
                }
            }
        }
        print("reasons said: \(people) of people, \(signals) of genres, decades and countries")
        #expect(people > 0 && signals > 0)
    }
}
