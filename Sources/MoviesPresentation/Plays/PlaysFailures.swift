import MoviesDomain

/// A media server's post that cannot be read, and a choice for a play that is not waiting.
enum PlaysFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        switch error {
        case let error as PlayPayloadError:
            ScreenFailure(.invalidInput, "invalid_play", error.description, field: error.field)
        case PlayError.notFound: ScreenFailure(.notFound, "not_found", String(describing: error))
        case PlayError.notWaiting: ScreenFailure(.conflict, "play_settled", String(describing: error))
        case PlayError.noTokensHere: ScreenFailure(.invalidInput, "not_here", String(describing: error))
        default: nil
        }
    }
}
