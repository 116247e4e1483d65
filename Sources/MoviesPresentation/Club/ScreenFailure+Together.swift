import MoviesDomain

extension ScreenFailure {
    static func classify(_ error: TogetherError, _ words: TogetherStrings) -> (Kind, String, String) {
        switch error {
        case .unknownMember(let name): (.invalidInput, "unknown_member", words.unknownMember(name))
        case .notFriends(let name): (.invalidInput, "not_friends", words.notFriends(name))
        case .yourself: (.invalidInput, "naming_yourself", words.yourself)
        case .emptyName: (.invalidInput, "empty_name", words.emptyName)
        case .tooMany: (.invalidInput, "too_many_names", words.tooMany(TogetherUseCase.maximumCompanions))
        case .offerNotFound: (.notFound, "not_found", words.offerNotFound)
        case .otherFilm: (.invalidInput, "other_film", words.otherFilm)
        }
    }
}
