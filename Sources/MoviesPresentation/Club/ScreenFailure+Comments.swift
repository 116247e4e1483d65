import MoviesDomain

extension ScreenFailure {
    static func classify(_ error: CommentError, _ words: CommentStrings) -> (Kind, String, String) {
        switch error {
        case .empty: (.invalidInput, "invalid_text", words.empty)
        case .tooLong(let maximum): (.invalidInput, "invalid_text", words.tooLong(maximum))
        case .controlCharacter: (.invalidInput, "invalid_text", words.controlCharacter)
        case .invisibleCharacter: (.invalidInput, "invalid_text", words.invisibleCharacter)
        case .tooMany(let minute, let day): (.tooManyRequests, "too_many_comments", words.tooMany(minute, day))
        case .notFound: (.notFound, "not_found", words.notFound)
        case .notYours: (.forbidden, "not_yours", words.notYours)
        case .blockedByYou(let name): (.conflict, "blocked", words.blockedByYou(name))
        }
    }
}
