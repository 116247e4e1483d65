public import Foundation
import MoviesAPI
public import MoviesDomain

/// The watch form over a Movies server: each action one request, which the server's use cases carry out
/// whole (the film read, the day checked, a rewatch told, the saved film let go, the members named
/// offered it), so none of it runs here twice.
public struct ServerWatchWriting: WatchWriting {
    let client: MoviesServerClient
    let now: @Sendable () -> Date

    public init(client: MoviesServerClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    /// Today as the server's diary counts days (in UTC).
    public var today: CalendarDay { CalendarDay(now(), in: .gmt) }

    public func log(
        _ draft: WatchDraft, of film: FilmReference, by member: User.ID, with names: [String]
    ) async throws -> DiaryUseCase.Logged {
        let kept: ServerWatchDTO = try await client.send(
            .make(.logWatch), json: ServerLogDTO(draft, of: film, with: names))
        return DiaryUseCase.Logged(
            watch: try diary.domain(kept, of: member), unsaved: kept.unsaved ?? false, review: nil,
            gaveDay: kept.gaveDay ?? false)
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch {
        guard let watch = try await diary.watch(id, of: member) else { throw WatchError.notFound }
        return watch
    }

    public func edit(_ id: Watch.ID, by member: User.ID, to details: WatchDetails) async throws -> Watch {
        guard let changed = try await diary.update(id, of: member, to: details, at: now()) else {
            throw WatchError.notFound
        }
        return changed
    }

    public func name(_ names: [String], on watch: Watch.ID, by member: User.ID) async throws -> Watch {
        let named: ServerWatchDTO = try await client.send(
            .make(.nameCompanions, watch.rawValue), json: ["with": names])
        return try diary.domain(named, of: member)
    }

    private var diary: ServerDiaryRepository { ServerDiaryRepository(client: client) }
}
