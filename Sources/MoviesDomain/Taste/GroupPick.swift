/// Tonight's pick: films none of the members has watched, the film the least happy member likely rates
/// highest first.
public struct GroupPick: Sendable, Equatable {
    /// The member who asked first, then those picked with, as named.
    public let members: [User]
    public let films: [GroupFilm]
    public let filter: PickFilter

    public init(members: [User], films: [GroupFilm], filter: PickFilter) {
        self.members = members
        self.films = films
        self.filter = filter
    }
}
