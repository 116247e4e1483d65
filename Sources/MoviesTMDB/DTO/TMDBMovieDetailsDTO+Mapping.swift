import MoviesData
import MoviesDomain

extension TMDBMovieDetailsDTO {
    func toDomain() -> Movie {
        let crew = credits?.crew ?? []
        let cast = Array((credits?.cast ?? []).sorted { ($0.order ?? .max) < ($1.order ?? .max) }.prefix(12))
        return Movie(
            id: Movie.ID(String(id)),
            title: title,
            originalTitle: originalTitle,
            overview: overview.flatMap { $0.isEmpty ? nil : $0 },
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            releaseDate: releaseDate.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: genres?.map(\.name) ?? [],
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            originalLanguage: originalLanguage,
            rating: TMDBRating.make(average: voteAverage, count: voteCount),
            directors: Self.unique(crew.filter { $0.job == "Director" }.map(\.name)),
            cast: cast.map(\.name),
            countries: productionCountries?.map(\.name) ?? [],
            extras: Movie.Extras(
                tagline: tagline.flatMap { $0.isEmpty ? nil : $0 },
                writers: Self.unique(crew.filter { $0.department == "Writing" }.map(\.name)),
                languages: spokenLanguages?.compactMap { $0.englishName ?? $0.name } ?? [],
                productionCompanies: productionCompanies?.map(\.name) ?? [],
                boxOffice: revenue.flatMap { $0 > 0 ? $0 : nil },
                imdbID: imdbId.flatMap { $0.isEmpty ? nil : $0 },
                status: status,
                people: Dictionary(
                    (cast.map { ($0.name, $0.id) } + crew.map { ($0.name, $0.id) }).compactMap { name, id in
                        id.map { (name, TMDBPersonDTO.personID($0)) }
                    },
                    uniquingKeysWith: { first, _ in first }),
                castOrder: .billing,
                characters: Dictionary(
                    cast.compactMap { member in member.character.flatMap { $0.isEmpty ? nil : (member.name, $0) } },
                    uniquingKeysWith: { first, _ in first })
            )
        )
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
