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
        return SVGPosterImagesRepository(store: database)
    }

    @Test func drawsAPictureWithoutTheTitleItStandsBeside() async throws {
        let posters = try await repository([CatalogFixtures.film(7, "Tom & Jerry <Live>", released: "1999-05-01")])
        let image = try await posters.posterImage(path: "catalog-7.svg", width: 342)
        let svg = String(decoding: image.data, as: UTF8.self)
        #expect(image.mediaType == "image/svg+xml")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"342\" height=\"513\""))
        #expect(!svg.contains("Tom") && !svg.contains("Live") && !svg.contains("1999"))
        #expect(!svg.contains("<text"))
    }

    @Test func filmsOfOneFranchiseLookApart() {
        // Same genres, neighbouring ids: the colour shifts and the motif or its layout changes.
        let genres = ["Sci-Fi", "Action", "Adventure"]
        let posters = (17738...17745).map { PosterArtwork(genres: genres, seed: $0).svg(width: 185) }
        #expect(Set(posters).count == posters.count)
        let gradients = posters.map { $0.firstMatch(of: /stop-color="hsl\((\d+),/)?.1 }
        #expect(Set(gradients).count > 3)
    }

    @Test func sameFilmAndWidthGiveTheSamePicture() async throws {
        let posters = try await repository([CatalogFixtures.film(7, "Heat"), CatalogFixtures.film(8, "Up")])
        let first = try await posters.posterImage(path: "catalog-7.svg", width: 185)
        #expect(try await posters.posterImage(path: "catalog-7.svg", width: 185) == first)
        #expect(try await posters.posterImage(path: "catalog-8.svg", width: 185) != first)
        #expect(try await posters.posterImage(path: "catalog-7.svg", width: 92) != first)
    }

    @Test(arguments: [
        "catalog-9.svg", "catalog-.svg", "catalog-7.png", "../etc/passwd", "catalog--7.svg", "catalog-٧.svg",
    ])
    func unknownPathsAreNotFound(path: String) async throws {
        let posters = try await repository([CatalogFixtures.film(7, "Heat")])
        await #expect(throws: PosterNotFound(path: path)) { try await posters.posterImage(path: path, width: 100) }
    }
}
