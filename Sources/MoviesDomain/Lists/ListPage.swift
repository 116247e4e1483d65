/// A list as its screen shows it: the list, a page of its films in their places, and how many of them the
/// viewer has watched (nil for a visitor, or an empty list).
public struct ListPage: Sendable {
    public let list: FilmList
    public let entries: Paged<ListEntry>
    public let watched: Int?

    public init(list: FilmList, entries: Paged<ListEntry>, watched: Int?) {
        self.list = list
        self.entries = entries
        self.watched = watched
    }
}
