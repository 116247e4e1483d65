import MoviesDomain

/// Access tokens asked for wrongly, too many, or not there.
enum TokensFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        guard let error = error as? AccessTokenError else { return nil }
        let words = strings.tokens
        return switch error {
        case .invalidLabel: ScreenFailure(.invalidInput, "invalid_label", words.invalidLabel, field: "label")
        case .invalidExpiry: ScreenFailure(.invalidInput, "invalid_expiry", words.invalidExpiry, field: "expiresInDays")
        case .tooMany: ScreenFailure(.conflict, "too_many_tokens", words.tooMany)
        case .notFound: ScreenFailure(.notFound, "not_found", words.notFound)
        }
    }
}
