import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Synchronization
import Testing

@Suite struct RecentQueriesAndDetailsViewModelTests {
    @Test func recentQueriesAreShownNewestFirst() async throws {
        let repository = InMemoryRecentQueriesRepository()
        for text in ["alien", "heat"] { try await repository.save(try MovieQuery(text)) }
        let suggestions = RecentQueriesViewModel(fetchRecentQueries: FetchRecentQueriesUseCase(repository: repository))
        { _ in }
        await suggestions.didLoad()
        #expect(await suggestions.items == ["heat", "alien"])
    }

    @Test func errorShowsNoSuggestions() async throws {
        let repository = InMemoryRecentQueriesRepository(queries: [try MovieQuery("heat")])
        await repository.failAll(with: TestError())
        let suggestions = RecentQueriesViewModel(fetchRecentQueries: FetchRecentQueriesUseCase(repository: repository))
        { _ in }
        await suggestions.didLoad()
        #expect(await suggestions.items.isEmpty)
    }

    @Test func selectingASuggestionRunsItsSearch() async throws {
        let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Heat")])
        let recent = InMemoryRecentQueriesRepository(queries: [try MovieQuery("heat"), try MovieQuery("up")])
        let list = MoviesListViewModel(
            searchMovies: SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: recent))
        let suggestions = RecentQueriesViewModel(fetchRecentQueries: FetchRecentQueriesUseCase(repository: recent)) {
            query in
            await list.didSearch(query.text)
        }
        await suggestions.didLoad()
        await suggestions.didSelect(at: 0)
        #expect(await list.state.items.map(\.title) == ["Heat"])
    }

    @Test func detailsAskForThePosterAtTheGivenWidth() async throws {
        let movie = Movie.fixture(id: "7", title: "Heat", releaseDate: .year(1995), overview: "A heist.")
        let posters = InMemoryPosterImagesRepository(images: ["/7.jpg": Data([0xFF])])
        let details = MovieDetailsViewModel(
            movieID: movie.id,
            fetchMovieDetails: FetchMovieDetailsUseCase(repository: InMemoryMoviesRepository(movies: [movie])),
            fetchPosterImage: FetchPosterImageUseCase(repository: posters)
        )
        await details.didLoad()
        await details.didLayOutPoster(width: 342)
        #expect(await details.content?.title == "Heat")
        #expect(await details.content?.overview == "A heist.")
        #expect(await details.content?.releaseText == "1995")
        #expect(await posters.requests.map(\.width) == [342])
        #expect(await details.posterImage?.data == Data([0xFF]))
    }

    @Test func unknownMovieIsAnErrorMessage() async {
        let details = MovieDetailsViewModel(
            movieID: Movie.ID("404"),
            fetchMovieDetails: FetchMovieDetailsUseCase(repository: InMemoryMoviesRepository()),
            fetchPosterImage: FetchPosterImageUseCase(repository: InMemoryPosterImagesRepository())
        )
        await details.didLoad()
        #expect(await details.failure?.kind == .notFound)
        #expect(await details.failure?.message == "No film has this id.")
        #expect(await details.content == nil)
    }
}
