public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: DismissedFilmsRepository {
    public func dismiss(_ film: FilmReference, by member: User.ID, at time: Date) async throws -> Bool {
        guard accounts[member] != nil else { throw AccountError.notFound }
        return dismissedFilms[member, default: []].insert(film).inserted
    }

    public func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        dismissedFilms[member]?.remove(film) != nil
    }

    public func dismissed(by member: User.ID) async throws -> Set<FilmReference> {
        dismissedFilms[member] ?? []
    }
}
