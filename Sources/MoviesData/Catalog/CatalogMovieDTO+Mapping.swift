import MoviesDomain

extension CatalogMovieDTO {
    func toDomain() -> Movie {
        Movie(
            id: Movie.ID(String(id)),
            title: title,
            posterPath: CatalogPoster.path(for: id),
            releaseDate: released.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: genres ?? [],
            runtime: runtime,
            originalLanguage: languages?.first,
            rating: rating.map { Rating(average: $0, voteCount: reviews ?? 0, raters: .critics) },
            directors: directors ?? [],
            cast: cast ?? [],
            countries: countries ?? [],
            extras: Movie.Extras(
                writers: writers ?? [],
                languages: languages ?? [],
                certification: certification,
                awards: awards,
                metascore: metacritic,
                productionCompanies: production ?? [],
                boxOffice: boxOffice,
                imdbID: imdb
            )
        )
    }
}
