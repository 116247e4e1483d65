import MoviesData
import MoviesDomain

/// TMDB's movie genre ids, which its documentation fixes: what a browse sends as `with_genres`.
enum TMDBGenres {
    static let ids: [Genre: Int] = [
        .action: 28, .adventure: 12, .animation: 16, .comedy: 35, .crime: 80, .documentary: 99, .drama: 18,
        .family: 10751, .fantasy: 14, .history: 36, .horror: 27, .music: 10402, .mystery: 9648, .romance: 10749,
        .scienceFiction: 878, .tvMovie: 10770, .thriller: 53, .war: 10752, .western: 37,
    ]

    /// TMDB's parameters for `filter` (its query aside: TMDB's browse takes none). A rating sort asks
    /// for films with 300 votes or more, so that a film rated by a few does not top it.
    static func query(for filter: DiscoverFilter) -> [(String, String)] {
        var query: [(String, String)] = []
        let genres = filter.genres.compactMap { ids[$0] }.map(String.init)
        if !genres.isEmpty { query.append(("with_genres", genres.joined(separator: ","))) }
        if let years = filter.years {
            query.append(("primary_release_date.gte", "\(years.lowerBound)-01-01"))
            query.append(("primary_release_date.lte", "\(years.upperBound)-12-31"))
        }
        if let rating = filter.minimumRating { query.append(("vote_average.gte", String(rating))) }
        switch filter.sort {
        // Members' orders are this site's, over the source's films: the source is asked for none of them.
        case .popularity, .members, .watched: query.append(("sort_by", "popularity.desc"))
        case .rating: query += [("sort_by", "vote_average.desc"), ("vote_count.gte", "300")]
        case .date: query.append(("sort_by", "primary_release_date.desc"))
        case .title: query.append(("sort_by", "title.asc"))
        }
        return query
    }
}
