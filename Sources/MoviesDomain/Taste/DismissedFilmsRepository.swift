public import Foundation

/// The films each member said they are not interested in: never recommended to them again.
public protocol DismissedFilmsRepository: Sendable {
    /// False when dismissed already.
    func dismiss(_ film: FilmReference, by member: User.ID, at time: Date) async throws -> Bool
    /// False when it was not dismissed.
    func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool
    func dismissed(by member: User.ID) async throws -> Set<FilmReference>
}
