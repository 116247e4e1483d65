public import Foundation

/// Whom members watched with: the members each watch names, and the offers that naming makes. An offer is
/// answered once; a deleted watch's offers are gone, and so are those between members who blocked one
/// another.
public protocol TogetherRepository: Sendable {
    /// Names `companions` on the member's watch in place of those it named: each not named before is offered
    /// it as of `time`. False when the member has no such watch.
    func name(_ companions: [User], on watch: Watch.ID, of member: User.ID, at time: Date) async throws -> Bool

    /// The offers waiting for `member`, newest first.
    func offers(to member: User.ID) async throws -> [TogetherOffer]

    /// Answers the offer of `offer` (a watch) to `member`: accepted with their own watch `accepted` (which
    /// then names the offer's member), or dismissed (nil). False when no such offer waits for them.
    func answer(_ offer: Watch.ID, for member: User.ID, accepted: Watch.ID?, at time: Date) async throws -> Bool
}
