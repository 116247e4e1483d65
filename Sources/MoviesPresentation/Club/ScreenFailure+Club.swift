import MoviesDomain

extension ScreenFailure {
    static func classify(_ error: ClubError, _ words: ClubStrings) -> (Kind, String, String) {
        switch error {
        case .followingOneself: (.invalidInput, "cannot_follow_self", words.followingOneself)
        case .blockingOneself: (.invalidInput, "cannot_block_self", words.blockingOneself)
        case .blockedByYou(let name): (.conflict, "blocked", words.blockedByYou(name))
        }
    }
}
