import MoviesDomain

/// A query or a page of results that cannot be.
enum SearchFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        switch error {
        case MovieQuery.Error.empty: ScreenFailure(.invalidInput, "invalid_query", strings.queryEmpty)
        case MovieQuery.Error.tooLong(let length, let maximum):
            ScreenFailure(.invalidInput, "invalid_query", strings.queryTooLong(length, maximum))
        case SearchMoviesError.pageBeyondLast(let page, let lastPage):
            ScreenFailure(.invalidInput, "page_out_of_range", strings.pageBeyondLast(page, lastPage))
        default: nil
        }
    }
}
