import MoviesDomain

/// Follows and blocks, watching together, and comments.
enum ClubFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        switch error {
        case let error as ClubError: club(error, strings.club)
        case let error as TogetherError: together(error, strings.together)
        case let error as CommentError: comment(error, strings.comments)
        default: nil
        }
    }

    private static func club(_ error: ClubError, _ words: ClubStrings) -> ScreenFailure {
        switch error {
        case .followingOneself: ScreenFailure(.invalidInput, "cannot_follow_self", words.followingOneself)
        case .blockingOneself: ScreenFailure(.invalidInput, "cannot_block_self", words.blockingOneself)
        case .blockedByYou(let name): ScreenFailure(.conflict, "blocked", words.blockedByYou(name))
        }
    }

    private static func together(_ error: TogetherError, _ words: TogetherStrings) -> ScreenFailure {
        switch error {
        case .unknownMember(let name):
            ScreenFailure(.invalidInput, "unknown_member", words.unknownMember(name), field: "with")
        case .notFriends(let name): ScreenFailure(.invalidInput, "not_friends", words.notFriends(name), field: "with")
        case .yourself: ScreenFailure(.invalidInput, "naming_yourself", words.yourself, field: "with")
        case .emptyName: ScreenFailure(.invalidInput, "empty_name", words.emptyName, field: "with")
        case .tooMany:
            ScreenFailure(
                .invalidInput, "too_many_names", words.tooMany(TogetherUseCase.maximumCompanions), field: "with")
        case .offerNotFound: ScreenFailure(.notFound, "not_found", words.offerNotFound)
        case .otherFilm: ScreenFailure(.invalidInput, "other_film", words.otherFilm)
        }
    }

    private static func comment(_ error: CommentError, _ words: CommentStrings) -> ScreenFailure {
        switch error {
        case .empty: ScreenFailure(.invalidInput, "invalid_text", words.empty, field: "text")
        case .tooLong(let maximum): ScreenFailure(.invalidInput, "invalid_text", words.tooLong(maximum), field: "text")
        case .controlCharacter: ScreenFailure(.invalidInput, "invalid_text", words.controlCharacter, field: "text")
        case .invisibleCharacter: ScreenFailure(.invalidInput, "invalid_text", words.invisibleCharacter)
        case .tooMany(let minute, let day):
            ScreenFailure(.tooManyRequests, "too_many_comments", words.tooMany(minute, day), retryAfter: 60)
        case .notFound: ScreenFailure(.notFound, "not_found", words.notFound)
        case .notYours: ScreenFailure(.forbidden, "not_yours", words.notYours)
        case .blockedByYou(let name): ScreenFailure(.conflict, "blocked", words.blockedByYou(name))
        }
    }
}
