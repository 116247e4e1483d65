import MoviesDomain

/// A list that is not there, clashes with what is, or is asked for wrongly.
enum ListsFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        guard let error = error as? ListError else { return nil }
        return switch error {
        case .notFound: ScreenFailure(.notFound, "not_found", sentence(error))
        case .alreadyListed, .full, .tooManyLists:
            ScreenFailure(.conflict, "list_conflict", sentence(error), field: error.field)
        default: ScreenFailure(.invalidInput, "invalid_\(error.field)", sentence(error), field: error.field)
        }
    }
}
