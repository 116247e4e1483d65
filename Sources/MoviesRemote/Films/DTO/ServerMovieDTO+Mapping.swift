import MoviesData
import MoviesDomain

extension ServerMovieDTO {
    func toDomain() -> Movie {
        Movie(
            id: Movie.ID(server: id), title: title, originalTitle: originalTitle, overview: overview,
            posterPath: posterPath,
            releaseDate: releaseDate.map(ReleaseDate.init(iso8601:)) ?? .unknown, genres: genres ?? [],
            runtime: runtime, originalLanguage: originalLanguage,
            rating: rating.map {
                Rating(average: $0.average, voteCount: $0.votes, raters: $0.raters == "critics" ? .critics : .audience)
            },
            directors: directors ?? [], cast: cast ?? [], countries: countries ?? [],
            extras: Movie.Extras(
                writers: writers ?? [], languages: languages ?? [], certification: certification, awards: awards,
                metascore: metascore, productionCompanies: productionCompanies ?? [], boxOffice: boxOffice,
                imdbID: imdbID, castOrder: castOrder.flatMap(Movie.CastOrder.init(rawValue:)) ?? .billing,
                characters: characters ?? [:]))
    }
}
