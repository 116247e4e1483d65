/// The films of a member's diary as taste reads them, without the watches themselves: each film once with
/// its genres as logged, and the member's rating of each film they rated (their latest rated watch's).
public struct DiaryFilms: Sendable, Equatable {
    public let genres: [FilmReference: [String]]
    public let ratings: [FilmReference: Int]

    public init(genres: [FilmReference: [String]], ratings: [FilmReference: Int]) {
        self.genres = genres
        self.ratings = ratings
    }

    /// From every watch, newest first (as ``DiaryRepository/allWatches(of:)`` answers).
    public init(_ watches: [Watch]) {
        var genres: [FilmReference: [String]] = [:]
        var ratings: [FilmReference: Int] = [:]
        for watch in watches {
            let film = watch.film.reference
            if genres[film] == nil { genres[film] = watch.film.genres }
            if ratings[film] == nil, let rating = watch.details.rating { ratings[film] = rating }
        }
        self.init(genres: genres, ratings: ratings)
    }

    public var watched: Set<FilmReference> { Set(genres.keys) }
}
