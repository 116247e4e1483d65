import MoviesDomain
import MoviesRemote

/// Taste: films for a member from their own ratings, and tonight's pick for a group. Made here where the
/// source's films can be scored (the catalog's, over a store: what the store's container is given), by
/// the server over a server; nil otherwise.
struct TasteRoom: Sendable {
    let forYou: (any ForYouProviding)?
    let pick: (any PickProviding)?

    init(_ parts: RoomParts, club: ClubRoom, forYou: (any ForYouProviding)?, pick: (any PickProviding)?) {
        self.forYou = parts.server.map { ServerForYou(client: $0, source: parts.filmSource) } ?? forYou
        self.pick = parts.server.map { ServerPick(client: $0, follows: club.follows, source: parts.filmSource) } ?? pick
    }
}

extension AppContainer {
    var forYou: (any ForYouProviding)? { tasteRoom.forYou }
    var pick: (any PickProviding)? { tasteRoom.pick }
}
