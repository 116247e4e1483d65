import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// What the home page offers before anything is typed: the highest rated films, a decade's, and a
/// genre's, each leading to the whole browse.
enum HomeRows {
    static let filmsARow = 10

    static func load(container: AppContainer, strings: Strings) async -> [DiscoverRowsView.Row] {
        let words = strings.discover
        let filters: [(String, DiscoverFilter?)] = [
            (words.highestRated, try? DiscoverFilter(sort: .rating)),
            (words.decadeName(1970), try? DiscoverFilter(years: 1970...1979, sort: .rating)),
            (words.genreName(.scienceFiction), try? DiscoverFilter(genres: [.scienceFiction])),
            (words.genreName(.comedy), try? DiscoverFilter(genres: [.comedy])),
        ]
        var rows: [DiscoverRowsView.Row] = []
        for (title, filter) in filters {
            guard let filter, let page = try? await container.discoverMovies.execute(filter) else { continue }
            rows.append(
                .init(
                    title: title, link: DiscoverPageView.link(filter),
                    items: page.movies.prefix(filmsARow).map { MoviesListItemViewModel(movie: $0, strings: strings) }))
        }
        return rows
    }
}
