public import MoviesDomain

/// What the web keeps beside its screens, each a service with a name of its own: where sessions are
/// stored, the key visitor ids are signed with, and whether the store can answer (`/ready`).
public protocol WebServices: Sendable {
    /// Throws where sessions are not kept (a container over another server).
    var sessionStorage: any SessionsRepository { get throws }
    var visitorKey: @Sendable () async throws -> [UInt8] { get }
    /// Throws when the store cannot answer.
    var checkReady: @Sendable () async throws -> Void { get }
}
