/// The words of members' lists.
public struct ListStrings: Sendable {
    public let lists: String
    public let noLists: String
    /// "12 films".
    public let films: @Sendable (Int) -> String
    public let publicList: String
    public let privateList: String
    public let ranked: String
    /// "Made “Best of the ’70s”."
    public let created: @Sendable (_ title: String) -> String
    public let edited: @Sendable (_ title: String) -> String
    /// "Deleted “Best of the ’70s”." (with how to undo it, said by each front end)
    public let deleted: @Sendable (_ title: String) -> String
    public let restored: @Sendable (_ title: String) -> String
    public let nothingToUndo: String
    /// "Added “Heat” to “Best of the ’70s” (12th)."
    public let added: @Sendable (_ film: String, _ list: String, _ position: Int) -> String
    public let moved: @Sendable (_ film: String, _ position: Int) -> String
    public let removed: @Sendable (_ film: String, _ list: String) -> String
    public let noteSet: @Sendable (_ film: String) -> String
    public let emptyList: String

    public init(
        lists: String, noLists: String, films: @escaping @Sendable (Int) -> String, publicList: String,
        privateList: String, ranked: String, created: @escaping @Sendable (String) -> String,
        edited: @escaping @Sendable (String) -> String, deleted: @escaping @Sendable (String) -> String,
        restored: @escaping @Sendable (String) -> String, nothingToUndo: String,
        added: @escaping @Sendable (String, String, Int) -> String, moved: @escaping @Sendable (String, Int) -> String,
        removed: @escaping @Sendable (String, String) -> String, noteSet: @escaping @Sendable (String) -> String,
        emptyList: String
    ) {
        self.lists = lists
        self.noLists = noLists
        self.films = films
        self.publicList = publicList
        self.privateList = privateList
        self.ranked = ranked
        self.created = created
        self.edited = edited
        self.deleted = deleted
        self.restored = restored
        self.nothingToUndo = nothingToUndo
        self.added = added
        self.moved = moved
        self.removed = removed
        self.noteSet = noteSet
        self.emptyList = emptyList
    }
}

extension Strings {
    public var lists: ListStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
