import MoviesDomain

/// A watch that cannot be logged as it is, or is not there.
enum DiaryFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        let words = strings.diary
        return switch error {
        case let error as WatchError:
            switch error {
            case .ratingOutOfRange, .ratingNotANumber:
                ScreenFailure(.invalidInput, "invalid_rating", strings.members.ratingOutOfRange, field: error.field)
            case .dayInTheFuture: ScreenFailure(.invalidInput, "invalid_day", words.dayInTheFuture, field: error.field)
            case .dayBeforeRelease(_, let year):
                ScreenFailure(.invalidInput, "invalid_day", words.dayBeforeRelease(year), field: error.field)
            case .reviewWithoutRating:
                ScreenFailure(.invalidInput, "invalid_rating", words.reviewWithoutRating, field: error.field)
            case .notFound: ScreenFailure(.notFound, "not_found", words.watchNotFound)
            case .loggedAndDeleted: ScreenFailure(.conflict, "logged_and_deleted", words.loggedAndDeleted)
            case .stillSending: ScreenFailure(.conflict, "still_sending", words.stillSending)
            case .ambiguousID: ScreenFailure(.invalidInput, "ambiguous_id", sentence(error), field: error.field)
            case .notAReplayID: ScreenFailure(.invalidInput, "invalid_replay", sentence(error), field: error.field)
            case .tags: ScreenFailure(.invalidInput, "invalid_tag", sentence(error), field: error.field)
            }
        case CalendarDay.Error.notADay(let text):
            ScreenFailure(.invalidInput, "invalid_day", words.notADay(text), field: "day")
        default: nil
        }
    }
}
