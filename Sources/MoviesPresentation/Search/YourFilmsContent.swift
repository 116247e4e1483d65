import MoviesDomain

/// A member's own films on their home page: what they watched lately, and saved films not watched yet.
public struct YourFilmsContent: Sendable, Equatable {
    public let heading: String
    public let latestTitle: String
    /// Each with its day and the member's stars under the poster.
    public let latest: [FilmPosterItem]
    /// "Your diary (128 watches)", leading to the diary.
    public let diaryLink: String
    public let toWatchTitle: String
    public let toWatch: [FilmPosterItem]
    public let savedLink: String
    /// When there is nothing yet: what will show here.
    public let emptyText: String?

    init(_ films: YourFilms, strings: Strings) {
        let words = strings.diary
        heading = words.yourFilms
        latestTitle = words.latestWatched
        latest = films.latestWatches.map { watch in
            let caption = [
                watch.details.day.map(strings.dayText),
                watch.details.rating.map { ReviewItemViewModel.stars($0, empty: false) },
            ].compactMap { $0 }.joined(separator: " · ")
            return FilmPosterItem(
                film: watch.film.reference, title: watch.film.title, year: watch.film.year,
                posterPath: watch.film.posterPath, caption: caption.isEmpty ? nil : caption, strings: strings)
        }
        diaryLink = words.openDiary(films.watchCount)
        toWatchTitle = words.savedNotWatched
        toWatch = films.toWatch.map { saved in
            FilmPosterItem(
                film: saved.film, title: saved.movie.title, year: saved.movie.releaseDate.year,
                posterPath: saved.movie.posterPath, strings: strings)
        }
        savedLink = words.allSaved
        emptyText = films.isEmpty ? words.yourFilmsEmpty : nil
    }
}
