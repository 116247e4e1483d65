import MoviesDomain
import MoviesRemote

/// Saved films: over a store the use case, over a server one request a change.
struct SavedRoom: Sendable {
    let savedFilms: SavedFilmsUseCase
    let keeping: any SavedFilmsKeeping

    init(_ parts: RoomParts) {
        savedFilms = SavedFilmsUseCase(saved: parts.members, films: parts.films, posters: parts.posters)
        keeping = parts.server.map { ServerSavedFilmsKeeping(client: $0) } ?? savedFilms
    }
}

extension AppContainer {
    var savedFilms: SavedFilmsUseCase { savedRoom.savedFilms }
    /// The saved films' screen: over a store the use case, over a server one request a change.
    var savedKeeping: any SavedFilmsKeeping { savedRoom.keeping }
}
