import MoviesDomain

/// Names, passwords and accounts, and the limits counted against them.
enum AccountsFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        let words = strings.members
        return switch error {
        case let error as AccountError:
            switch error {
            case .nameTaken(let name): ScreenFailure(.conflict, "name_taken", words.nameTaken(name))
            case .nameTooClose(let name, let existing):
                ScreenFailure(.conflict, "name_taken", words.nameTooClose(name, existing))
            case .invalidCredentials: ScreenFailure(.unauthorized, "invalid_credentials", words.invalidCredentials)
            case .notFound: ScreenFailure(.notFound, "not_found", words.accountNotFound)
            }
        case let error as UserName.Error: ScreenFailure(.invalidInput, "invalid_name", words.userName(error))
        case let error as FullName.Error: ScreenFailure(.invalidInput, "invalid_full_name", words.fullName(error))
        case let error as Password.Error: ScreenFailure(.invalidInput, "invalid_password", words.password(error))
        case let error as TooManyAttempts: spent(error, strings)
        case is PasswordChecksBusy: ScreenFailure(.unavailable, "busy", words.busy, retryAfter: 1)
        default: nil
        }
    }

    private static func spent(_ error: TooManyAttempts, _ strings: Strings) -> ScreenFailure {
        let minutes = (error.retryAfter + 59) / 60
        let words = strings.members
        let (code, message) =
            switch error.reason {
            case .wrongPasswords: ("too_many_attempts", words.tooManyAttempts(minutes))
            case .passwordChecks: ("too_many_attempts", words.tooManyPasswordChecks)
            case .signUps: ("too_many_sign_ups", words.tooManySignUps(minutes))
            case .writes: ("too_many_writes", words.tooManyWrites)
            case .exports: ("too_many_exports", strings.transfer.tooManyExports(minutes))
            case .uploads: ("too_many_uploads", strings.transfer.tooManyUploads(minutes))
            }
        return ScreenFailure(.tooManyRequests, code, message, retryAfter: error.retryAfter)
    }
}
