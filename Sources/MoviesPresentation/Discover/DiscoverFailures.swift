import MoviesDomain

/// A browsing filter that cannot be, and a person who is not there.
enum DiscoverFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        switch error {
        case let error as DiscoverFilter.Error:
            ScreenFailure(
                .invalidInput, "invalid_\(error.field)", strings.discover.filterError(error), field: error.field)
        case is PersonNotFound, is NoPersonMatches:
            ScreenFailure(.notFound, "not_found", strings.discover.personNotFound)
        default: nil
        }
    }
}
