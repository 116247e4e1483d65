import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct OtherUseCasesTests {
    @Test func recentQueriesAreNewestFirstAndLimited() async throws {
        let repository = InMemoryRecentQueriesRepository()
        for text in ["alien", "heat", "Alien "] { try await repository.save(try MovieQuery(text)) }
        let queries = try await FetchRecentQueriesUseCase(repository: repository).execute(maxCount: 1)
        #expect(queries.map(\.text) == ["Alien"])
        #expect(try await FetchRecentQueriesUseCase(repository: repository).execute(maxCount: 0).isEmpty)
    }

    @Test func detailsOfAnUnknownMovieAreNotFound() async throws {
        let useCase = FetchMovieDetailsUseCase(repository: InMemoryMoviesRepository())
        await #expect(throws: MovieNotFound(id: Movie.ID("42"))) { try await useCase.execute(id: Movie.ID("42")) }
    }

    @Test func posterIsAskedForAtTheDisplayWidthWithinBounds() async throws {
        let repository = InMemoryPosterImagesRepository(images: ["/p.jpg": Data([1, 2, 3])])
        let useCase = FetchPosterImageUseCase(repository: repository)
        let image = try await useCase.execute(path: "/p.jpg", width: 342)
        _ = try await useCase.execute(path: "/p.jpg", width: 1)
        _ = try await useCase.execute(path: "/p.jpg", width: 100_000)
        #expect(image.data == Data([1, 2, 3]))
        #expect(await repository.requests.map(\.width) == [342, 32, 2000])
    }
}
