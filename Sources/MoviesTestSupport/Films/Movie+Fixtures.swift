public import MoviesDomain

extension Movie {
    /// A movie with only what a test cares about.
    public static func fixture(
        id: String,
        title: String,
        releaseDate: ReleaseDate = .unknown,
        overview: String? = nil,
        genres: [String] = []
    ) -> Movie {
        Movie(
            id: Movie.ID(id), title: title, overview: overview, posterPath: "/\(id).jpg", releaseDate: releaseDate,
            genres: genres)
    }
}
