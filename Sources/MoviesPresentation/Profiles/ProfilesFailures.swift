import MoviesDomain

/// Favourite films: four at most, each once.
enum ProfilesFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        guard let error = error as? ProfileError else { return nil }
        return if case .notFavourite = error {
            ScreenFailure(.notFound, "not_favourite", sentence(error), field: "film")
        } else {
            ScreenFailure(.conflict, "favourites_conflict", sentence(error), field: "film")
        }
    }
}
