import MoviesDomain

/// Tonight's pick asked for with members or limits that cannot be.
enum TasteFailures: FailureReading {
    static func failure(of error: any Error, strings: Strings) -> ScreenFailure? {
        guard let error = error as? PickError else { return nil }
        let code =
            switch error {
            case .noCompanions: "no_companions"
            case .tooMany: "too_many_members"
            case .emptyName: "empty_name"
            case .unknownMember: "unknown_member"
            case .notFriends: "not_friends"
            case .runtime, .length: "invalid_under"
            case .genre: "invalid_genre"
            case .decade: "invalid_decade"
            }
        return ScreenFailure(.invalidInput, code, error.description.capitalizedFirst + ".", field: error.field)
    }
}
