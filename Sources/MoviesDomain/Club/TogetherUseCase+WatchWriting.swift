extension TogetherUseCase: WatchWriting {
    public var today: CalendarDay { diary.today }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch {
        try await diary.watch(id, of: member)
    }

    public func edit(_ id: Watch.ID, by member: User.ID, to details: WatchDetails) async throws -> Watch {
        try await diary.edit(id, by: member, to: details)
    }
}
