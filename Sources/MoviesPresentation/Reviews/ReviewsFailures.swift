import MoviesDomain

/// A review that cannot be written as it is, and likes of reviews.
enum ReviewsFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        let words = strings.members
        return switch error {
        case ReviewDraft.Error.ratingOutOfRange: ScreenFailure(.invalidInput, "invalid_rating", words.ratingOutOfRange)
        case ReviewDraft.Error.textTooLong(let maximum):
            ScreenFailure(.invalidInput, "invalid_text", words.reviewTooLong(maximum))
        case ReviewDraft.Error.bidiControl:
            ScreenFailure(.invalidInput, "invalid_text", words.reviewHasBidiControl, field: "text")
        case ReviewDraft.Error.controlCharacter:
            ScreenFailure(.invalidInput, "invalid_text", words.reviewHasControlCharacter, field: "text")
        case ReviewDraft.Error.textTooLarge(let maximumBytes):
            ScreenFailure(.tooLarge, "text_too_large", words.reviewTooLarge(maximumBytes), field: "text")
        case ReviewLikeError.noSuchReview: ScreenFailure(.notFound, "not_found", sentence(error))
        case ReviewLikeError.ownReview: ScreenFailure(.invalidInput, "own_review", sentence(error), field: "author")
        default: nil
        }
    }
}
