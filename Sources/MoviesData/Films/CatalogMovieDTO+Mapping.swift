import MoviesDomain

extension CatalogMovieDTO {
    func toDomain() -> Movie {
        Movie(
            id: Movie.ID(String(listing.id)),
            title: listing.title,
            posterPath: CatalogPoster.path(for: listing.id),
            releaseDate: listing.released.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: listing.genres ?? [],
            runtime: listing.runtime,
            originalLanguage: listing.languages?.first,
            rating: listing.rating.map { Rating(average: $0, voteCount: listing.reviews ?? 0, raters: .critics) },
            directors: listing.directors ?? [],
            cast: listing.cast ?? [],
            countries: listing.countries ?? [],
            extras: Movie.Extras(
                writers: listing.writers ?? [],
                languages: listing.languages ?? [],
                certification: certification,
                // The catalog's Oscar counts are incomplete (The Godfather: 2 wins of 3, Casablanca 1 of 3):
                // no count is shown that cannot be trusted. Popularity still reads them as a rough sign.
                awards: nil,
                metascore: metacritic,
                productionCompanies: production ?? [],
                boxOffice: listing.boxOffice,
                imdbID: imdb
            )
        )
    }
}
