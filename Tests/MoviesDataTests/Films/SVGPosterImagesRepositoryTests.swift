import Foundation
import MoviesDomain
import Testing

@testable import MoviesData
@testable import MoviesSQLite

@Suite struct SVGPosterImagesRepositoryTests {
    func repository(_ films: [String]) async throws -> SVGPosterImagesRepository {
        let database = try SQLiteStore.inMemory()
        let resource = try CatalogFixtures.resource(films, in: try CatalogFixtures.temporaryDirectory())
        try await CatalogImporter(store: database, resource: resource).importIfNeeded()
        // A drawing that shows what it was given: the film the path names, its genres, and the width.
        return SVGPosterImagesRepository(store: database) { film, width in
            "<svg>\(film.id.rawValue) \(film.title) \(film.genres.joined(separator: ",")) \(width)</svg>"
        }
    }

    @Test func drawsTheFilmThePathNamesAtTheWidthAskedFor() async throws {
        let posters = try await repository([
            CatalogFixtures.film(7, "Heat"), CatalogFixtures.film(8, "Up"),
        ])
        let image = try await posters.posterImage(path: "catalog-7.svg", width: 342)
        #expect(image.mediaType == "image/svg+xml")
        #expect(image.width == 342)
        #expect(String(decoding: image.data, as: UTF8.self) == "<svg>7 Heat Drama 342</svg>")
    }

    @Test(arguments: [
        "catalog-9.svg", "catalog-.svg", "catalog-7.png", "../etc/passwd", "catalog--7.svg", "catalog-٧.svg",
    ])
    func unknownPathsAreNotFound(path: String) async throws {
        let posters = try await repository([CatalogFixtures.film(7, "Heat")])
        await #expect(throws: PosterNotFound(path: path)) { try await posters.posterImage(path: path, width: 100) }
    }
}
