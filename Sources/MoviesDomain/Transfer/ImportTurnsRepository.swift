public import Foundation

/// One import a member at a time, across every server of one database: the member's turn is a row in the
/// store, taken by one import and ended when it is done. Two imports at once (two tabs, two servers, a
/// script) cannot both read the diary and then both write it: the second is refused while the first runs.
/// A turn its holder stopped renewing (a server that died mid-import) is taken over after a while.
public protocol ImportTurnsRepository: Sendable {
    /// Takes `member`'s turn for `holder` at `time`, unless another holder has it and renewed it after
    /// `staleBefore`; whether it was taken. Calls at once, from any server, give it to one.
    func takeImportTurn(of member: User.ID, holder: String, at time: Date, staleBefore: Date) async throws -> Bool

    /// Marks the turn as still in use at `time`; false when `holder` no longer has it.
    func renewImportTurn(of member: User.ID, holder: String, at time: Date) async throws -> Bool

    /// Ends `holder`'s turn (another holder's is left as it is).
    func endImportTurn(of member: User.ID, holder: String) async throws
}
