public import Foundation

/// A film a member added because the catalog lacked it: a film like any other from then on (searched,
/// logged, listed, reviewed), and marked as added by them.
public struct AddedFilm: Identifiable, Sendable, Equatable {
    public let id: Movie.ID
    public var facts: FilmFacts
    public let addedBy: User.ID
    public let added: Date

    public init(id: Movie.ID, facts: FilmFacts, addedBy: User.ID, added: Date) {
        self.id = id
        self.facts = facts
        self.addedBy = addedBy
        self.added = added
    }
}
