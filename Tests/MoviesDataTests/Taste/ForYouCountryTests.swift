import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// Where films were made is part of a taste: a member who rates the Japanese films they watched well above
/// the rest is offered more Japanese films, and told why, though no two of those films share a director.
@Suite struct ForYouCountryTests {
    @Test func aMemberWhoRatesOneCountrysFilmsHighGetsMoreOfThemAndIsToldWhy() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let films = try CatalogResource.bundled.load().lines()
            .compactMap { try? JSONDecoder().decode(CatalogListingDTO.self, from: $0) }
            .sorted { ($0.reviews ?? 0, $1.id) > ($1.reviews ?? 0, $0.id) }
        var directors = Set<String>()
        let japanese = films.filter { film in
            guard film.countries == ["Japan"], let director = film.directors?.first else { return false }
            return directors.insert(director).inserted
        }
        let elsewhere = films.filter { !($0.countries ?? []).contains("Japan") }
        var ratings: [FilmReference: Int] = [:]
        for (place, film) in japanese.prefix(12).enumerated() { ratings[Self.reference(film.id)] = 9 + place % 2 }
        for (place, film) in elsewhere.prefix(40).enumerated() { ratings[Self.reference(film.id)] = 4 + place % 3 }
        let picks = try await repository.forYou(from: ratings, excluding: Set(ratings.keys), limit: 20)
        let japaneseIDs = Set(films.filter { ($0.countries ?? []).contains("Japan") }.map { Movie.ID(String($0.id)) })
        let share = Double(picks.filter { japaneseIDs.contains($0.movie.id) }.count) / Double(picks.count)
        #expect(share >= 0.5, "Japanese films among the first 20: \(share)")
        #expect(picks.contains { $0.reasons.contains(.country("Japan", films: 12)) }, "\(picks.map(\.reasons))")
    }

    static func reference(_ id: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(id)))
    }
}
