public import Foundation

/// A member's plays as their screens show them, wherever they are kept: this site's store, or a server.
public protocol PlaysKeeping: Sendable {
    /// What a media server posted for the member, read and received: the play, and whether it is new; nil
    /// for an event that is not a play's end.
    func receive(_ json: Data, from source: WatchSource, for member: User.ID) async throws -> (play: Play, isNew: Bool)?

    /// The member's latest plays, newest first.
    func recentPlays(of member: User.ID) async throws -> [Play]

    /// The member's choice for a play waiting for its film: a film, or nil to skip it.
    func choose(_ film: FilmReference?, for play: Play.ID, of member: User.ID) async throws -> Play

    /// A new token for the member's media servers, which logs plays and nothing else: its secret, shown once.
    func makePlayToken(for member: User.ID) async throws -> String
}
