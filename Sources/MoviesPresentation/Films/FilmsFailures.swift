import MoviesDomain

/// A film that is not there, an id that is no film's, and the films members add.
enum FilmsFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        switch error {
        case let error as FilmNameNotOne:
            error.reason == .noSuchTitle
                ? ScreenFailure(.notFound, "not_found", sentence(error), field: "film")
                : ScreenFailure(.invalidInput, "ambiguous_film", sentence(error), field: "film")
        case is MovieNotFound, is PosterNotFound, is NoMovieMatches:
            ScreenFailure(.notFound, "not_found", strings.movieNotFound)
        case FilmReference.Error.unknownSource(let text), FilmReference.Error.notAnID(let text):
            ScreenFailure(.invalidInput, "invalid_film_id", strings.members.filmID(text))
        case let error as FilmUnavailable:
            ScreenFailure(.notFound, "film_unavailable", strings.members.filmUnavailable(error.film.description))
        case let error as AddedFilmError: added(error)
        case let error as SharedFilmError:
            ScreenFailure(
                error == .nothing ? .invalidInput : .notFound, error == .nothing ? "invalid_share" : "not_found",
                error.description.capitalizedFirst + ".")
        default: nil
        }
    }

    private static func added(_ error: AddedFilmError) -> ScreenFailure {
        let (kind, code): (ScreenFailure.Kind, String) =
            switch error {
            case .duplicate: (.conflict, "film_exists")
            case .inUse: (.conflict, "film_in_use")
            case .notAdded: (.notFound, "not_found")
            case .notTheirs: (.forbidden, "not_yours")
            case .heldByOthers: (.conflict, "film_held")
            case .tooManyToday: (.tooManyRequests, "too_many_films")
            default: (.invalidInput, "invalid_\(error.field ?? "film")")
            }
        return ScreenFailure(kind, code, error.description.capitalizedFirst + ".", field: error.field)
    }
}
