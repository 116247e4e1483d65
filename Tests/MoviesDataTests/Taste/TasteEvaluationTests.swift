import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// For you measured as BENCHMARKS.md says: on members made up with tastes of their own, the share of
/// their held-out well-rated films in the first 20, against the most popular films and the films like
/// the last one watched.
@Suite struct TasteEvaluationTests {
    @Test func forYouFindsMoreHeldOutFilmsThanPopularityOrTheLastFilmsLikes() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let catalog = try SyntheticMembers.catalog()
        let members = SyntheticMembers(films: catalog).members(24, seed: 7)
        let popular = catalog.sorted { $0.reviews > $1.reviews }.map { SyntheticMembers.reference($0.id) }
        var shares = (forYou: 0.0, popular: 0.0, alike: 0.0)
        for member in members {
            let training = member.ratings.filter { !member.heldOut.contains($0.key) }
            let excluded = Set(training.keys)
            let picks = try await repository.forYou(from: training, excluding: excluded, limit: 20)
                .map { FilmReference(source: .catalog, movieID: $0.movie.id) }
            let mostPopular = popular.filter { !excluded.contains($0) }.prefix(20)
            let last = try #require(member.order.last { !member.heldOut.contains($0) })
            let lastFilm = try await repository.movie(withID: last.movieID)
            let alike = try await repository.similarMovies(to: lastFilm, limit: 40)
                .map { FilmReference(source: .catalog, movieID: $0.id) }.filter { !excluded.contains($0) }.prefix(20)
            let possible = Double(min(20, member.heldOut.count))
            shares.forYou += Double(picks.filter(member.heldOut.contains).count) / possible
            shares.popular += Double(mostPopular.filter(member.heldOut.contains).count) / possible
            shares.alike += Double(alike.filter(member.heldOut.contains).count) / possible
        }
        let count = Double(members.count)
        let (forYou, popularity, alike) = (shares.forYou / count, shares.popular / count, shares.alike / count)
        print("held-out share in the first 20: For you \(forYou), most popular \(popularity), like the last \(alike)")
        #expect(forYou > popularity * 1.5 && forYou > alike * 1.5)
    }
}
