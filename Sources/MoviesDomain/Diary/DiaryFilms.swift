/// The films of a member's diary as taste reads them, without the watches themselves: each film they
/// watched once, and the member's rating of each film they rated (their latest rated watch's).
public struct DiaryFilms: Sendable, Equatable {
    public let watched: Set<FilmReference>
    public let ratings: [FilmReference: Int]

    /// A film rated is a film watched, whether or not `watched` says it.
    public init(watched: Set<FilmReference>, ratings: [FilmReference: Int]) {
        self.watched = watched.union(ratings.keys)
        self.ratings = ratings
    }

    /// From every watch, newest first (as ``DiaryRepository/allWatches(of:)`` answers).
    public init(_ watches: [Watch]) {
        var watched: Set<FilmReference> = []
        var ratings: [FilmReference: Int] = [:]
        for watch in watches {
            let film = watch.film.reference
            watched.insert(film)
            if ratings[film] == nil, let rating = watch.details.rating { ratings[film] = rating }
        }
        self.init(watched: watched, ratings: ratings)
    }
}
