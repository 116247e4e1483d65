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
    /// "You have watched 12 of these 40 films."
    public let watched: @Sendable (_ watched: Int, _ of: Int) -> String
    /// The page's words: "Ana’s lists", the forms' labels and buttons.
    public let page: ListPageStrings

    public init(
        lists: String, noLists: String, films: @escaping @Sendable (Int) -> String, publicList: String,
        privateList: String, ranked: String, created: @escaping @Sendable (String) -> String,
        edited: @escaping @Sendable (String) -> String, deleted: @escaping @Sendable (String) -> String,
        restored: @escaping @Sendable (String) -> String, nothingToUndo: String,
        added: @escaping @Sendable (String, String, Int) -> String, moved: @escaping @Sendable (String, Int) -> String,
        removed: @escaping @Sendable (String, String) -> String, noteSet: @escaping @Sendable (String) -> String,
        emptyList: String, watched: @escaping @Sendable (Int, Int) -> String, page: ListPageStrings
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
        self.watched = watched
        self.page = page
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

/// The words of the lists' web pages.
public struct ListPageStrings: Sendable {
    public let listsOf: @Sendable (_ name: String) -> String
    public let by: @Sendable (_ name: String) -> String
    public let newList: String
    public let title: String
    public let description: String
    public let rankedLabel: String
    public let publicLabel: String
    public let make: String
    public let save: String
    public let edit: String
    public let addFilm: String
    public let film: String
    public let filmHint: String
    public let note: String
    public let add: String
    public let moveUp: @Sendable (_ title: String) -> String
    public let moveDown: @Sendable (_ title: String) -> String
    public let remove: @Sendable (_ title: String) -> String
    public let delete: String
    public let undo: String

    public init(
        listsOf: @escaping @Sendable (String) -> String, by: @escaping @Sendable (String) -> String, newList: String,
        title: String, description: String, rankedLabel: String, publicLabel: String, make: String, save: String,
        edit: String, addFilm: String, film: String, filmHint: String, note: String, add: String,
        moveUp: @escaping @Sendable (String) -> String, moveDown: @escaping @Sendable (String) -> String,
        remove: @escaping @Sendable (String) -> String, delete: String, undo: String
    ) {
        self.listsOf = listsOf
        self.by = by
        self.newList = newList
        self.title = title
        self.description = description
        self.rankedLabel = rankedLabel
        self.publicLabel = publicLabel
        self.make = make
        self.save = save
        self.edit = edit
        self.addFilm = addFilm
        self.film = film
        self.filmHint = filmHint
        self.note = note
        self.add = add
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.remove = remove
        self.delete = delete
        self.undo = undo
    }
}
