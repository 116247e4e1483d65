/// How a list is asked for.
public enum ListLookup: Sendable, Equatable {
    /// The member's own list by what they typed: its id, address or title.
    case own(String)
    /// The member's own list by its id alone (what programs send).
    case id(FilmList.ID)
    /// The list at `/u/{name}/lists/{slug}`, as the viewer may see it.
    case member(name: String, slug: String)
}
