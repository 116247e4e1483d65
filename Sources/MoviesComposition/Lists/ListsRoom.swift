import MoviesDomain
import MoviesRemote

/// Members' lists: over a store, kept there; over a server, one read a page and one request a change.
struct ListsRoom: Sendable {
    /// Nil only for a container made without lists.
    let lists: ListsUseCase?
    let keeping: (any ListKeeping)?

    init(_ parts: RoomParts) {
        lists = parts.lists.map {
            ListsUseCase(lists: $0, films: parts.films, users: parts.members, follows: parts.follows)
        }
        keeping = parts.server.map { ServerListKeeping(client: $0) } ?? lists
    }
}

extension AppContainer {
    var lists: ListsUseCase? { listsRoom.lists }
    /// A list's screen: over a store the lists' use case, over a server one request a page or a change.
    var listKeeping: (any ListKeeping)? { listsRoom.keeping }
}
