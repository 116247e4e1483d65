import MoviesDomain

/// Members' diaries: over a store, kept there; over a server, the signed-in member's there.
struct DiaryRoom: Sendable {
    let diary: DiaryUseCase

    init(_ parts: RoomParts) {
        diary = DiaryUseCase(
            diary: parts.diary, films: parts.films, saved: parts.members, reviews: parts.members,
            users: parts.members, follows: parts.follows, sentLogs: parts.sentLogs)
    }
}

extension AppContainer {
    var diary: DiaryUseCase { diaryRoom.diary }
}
