import MoviesDomain

/// An import's file, its choices and its limits, and one transfer a member at a time.
enum TransferFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        let words = strings.transfer
        return switch error {
        case is ImportChoiceError, is EveryFilmChoiceError:
            ScreenFailure(.invalidInput, "invalid_choice", sentence(error), field: "choice")
        case let error as ImportAdditionError:
            error.reason == .film(.tooManyToday(limit: ImportUseCase.filmsAddedPerDay))
                ? ScreenFailure(.tooManyRequests, "too_many_films", sentence(error), field: "choice")
                : ScreenFailure(.invalidInput, "invalid_choice", sentence(error), field: "choice")
        case is ImportUnderWay: ScreenFailure(.conflict, "import_running", words.importUnderWay)
        case let error as ImportsPerDay:
            // The day is the last 24 hours: by then the oldest of them has left it, whenever it began.
            ScreenFailure(
                .tooManyRequests, "too_many_imports", words.importsPerDay(error.limit), retryAfter: 24 * 60 * 60)
        case ImportFileError.tooLarge, ImportFileError.tooManyRows:
            ScreenFailure(.tooLarge, "import_too_large", String(describing: error), field: "file")
        case ImportFileError.ambiguousDays:
            ScreenFailure(.invalidInput, "ambiguous_dates", String(describing: error), field: "dates")
        case is ImportFileError:
            ScreenFailure(.invalidInput, "invalid_import", String(describing: error), field: "file")
        case is ImportsBusy:
            ScreenFailure(.unavailable, "imports_busy", words.importsBusy, retryAfter: ImportsBusy.retryAfter)
        case is TransferUnderWay: ScreenFailure(.conflict, "transfer_running", words.transferUnderWay)
        default: nil
        }
    }
}
