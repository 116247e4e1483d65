import MoviesData
import MoviesDomain
import MoviesRemote

/// Plays a member's media servers post: over a store, received and kept there; over a server, the member's
/// there.
struct PlaysRoom: Sendable {
    let plays: any PlaysKeeping

    init(_ parts: RoomParts, diary: DiaryRoom, tokens: AccessTokensUseCase?, choices: (any ImportChoicesRepository)?) {
        if let server = parts.server {
            plays = ServerPlays(client: server)
        } else if let kept = parts.plays {
            plays = PlaysUseCase(
                plays: kept, reader: MediaServerPayloads(),
                matcher: FilmMatcher(
                    movies: parts.unrememberedMovies, identifiers: parts.identifiers, source: parts.filmSource),
                diary: diary.diary, watches: parts.diary, choices: choices, tokens: tokens, now: parts.now)
        } else {
            plays = ServerPlays.nowhere
        }
    }
}

extension AppContainer {
    var plays: any PlaysKeeping { playsRoom.plays }
}
