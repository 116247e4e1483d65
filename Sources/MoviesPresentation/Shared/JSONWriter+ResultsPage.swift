import MoviesDomain

extension JSONWriter {
    /// A page of films as search and browse both answer it: where it is, where they came from, the films.
    mutating func resultsPage(_ state: MoviesListState, source: FilmReference.Source) {
        member("page", max(state.currentPage, 1))
        member("totalPages", state.totalPages)
        member("totalResults", state.totalResults)
        // `catalog` or `TMDB`.
        member("source", source.name)
        member("results", state.items.map { MovieDocument(movie: $0.movie, source: source) })
    }
}
