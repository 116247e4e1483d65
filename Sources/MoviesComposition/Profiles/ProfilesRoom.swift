import MoviesDomain
import MoviesRemote

/// Members' profiles and favourite films: over a store the use case, over a server one request each.
struct ProfilesRoom: Sendable {
    /// Nil only for a container made without lists or favourites.
    let profiles: ProfileUseCase?
    let favouritesKeeping: (any FavouritesKeeping)?
    let profileReading: (any ProfileReading)?

    init(_ parts: RoomParts) {
        if let lists = parts.lists, let favourites = parts.favourites {
            profiles = ProfileUseCase(
                users: parts.members, favourites: favourites, diary: parts.diary, reviews: parts.members,
                lists: lists, follows: parts.follows, films: parts.films, comments: parts.comments)
        } else {
            profiles = nil
        }
        favouritesKeeping = parts.server.map { ServerFavouritesKeeping(client: $0) } ?? profiles
        profileReading = parts.server.map { ServerProfileReading(client: $0) } ?? profiles
    }
}

extension AppContainer {
    var profiles: ProfileUseCase? { profilesRoom.profiles }
    /// The favourites' screen: over a store the profiles' use case, over a server one request a change.
    var favouritesKeeping: (any FavouritesKeeping)? { profilesRoom.favouritesKeeping }
    /// A member's page: over a store the profiles' use case, over a server one request.
    var profileReading: (any ProfileReading)? { profilesRoom.profileReading }
}
