/// What the watch form does to a member's diary: a watch logged (with the members watched with named on
/// it), read, changed, and named again. Over a store the use cases do it (`TogetherUseCase`, over the
/// diary's); a client of a Movies server asks the server, one request each, and the server's use cases do
/// it there.
public protocol WatchWriting: Sendable {
    /// Today where the diary counts days: what an empty day means.
    var today: CalendarDay { get }
    func log(
        _ draft: WatchDraft, of film: FilmReference, by member: User.ID, with names: [String]
    ) async throws -> DiaryUseCase.Logged
    func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch
    func edit(_ id: Watch.ID, by member: User.ID, to details: WatchDetails) async throws -> Watch
    func name(_ names: [String], on watch: Watch.ID, by member: User.ID) async throws -> Watch
}
