public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: SentLogsRepository {
    public func claim(
        _ id: ReplayID, of member: User.ID, at time: Date, staleBefore: Date
    ) async throws -> SentLogClaim {
        if let kept = sentLogs[member]?[id] {
            if let watch = kept.watch { return .logged(watch) }
            if kept.claimed >= staleBefore { return .sending }
        }
        sentLogs[member, default: [:]][id] = (time, nil)
        return .claimed
    }

    public func settle(_ id: ReplayID, of member: User.ID, watch: Watch.ID) async throws {
        sentLogs[member]?[id]?.watch = watch
    }

    public func release(_ id: ReplayID, of member: User.ID) async throws {
        if sentLogs[member]?[id]?.watch == nil { sentLogs[member]?[id] = nil }
    }
}
