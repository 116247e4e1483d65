public import Foundation

/// The logs sent with a ``ReplayID``, each kept with the watch it made, so a log sent again makes no second
/// watch. A log is claimed before its watch is written and settled after: a claim left unsettled (the
/// server stopped between the two) may be taken again once it is stale.
public protocol SentLogsRepository: Sendable {
    /// Claims `id` for the member's log at `time`, unless it was claimed already: then what became of it.
    /// An unsettled claim made before `staleBefore` is taken over.
    func claim(_ id: ReplayID, of member: User.ID, at time: Date, staleBefore: Date) async throws -> SentLogClaim
    /// The claimed log made `watch`.
    func settle(_ id: ReplayID, of member: User.ID, watch: Watch.ID) async throws
    /// The claimed log made no watch (it was refused): the same id may be sent again.
    func release(_ id: ReplayID, of member: User.ID) async throws
}

/// What claiming a sent log found.
public enum SentLogClaim: Sendable, Equatable {
    /// Nobody had sent it: this request logs it.
    case claimed
    /// It was logged before, as this watch.
    case logged(Watch.ID)
    /// Another request is logging it now.
    case sending
}
