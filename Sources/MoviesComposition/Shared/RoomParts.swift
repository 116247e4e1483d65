import Foundation
import MoviesData
import MoviesDomain
import MoviesRemote

/// What every room of the container makes its use cases from: the repositories behind the Domain's
/// protocols, the films' source, and for a client of a Movies server, the server (a room answers a screen
/// there with one request where it can).
struct RoomParts: Sendable {
    /// The films, with those members added.
    let movies: any MoviesRepository
    /// Searches for nobody: over a server, asked without the member's token.
    let unrememberedMovies: any MoviesRepository
    let discovery: any DiscoveryRepository
    let posters: any PosterImagesRepository
    let members: any MemberFilmsStore
    let diary: any DiaryRepository
    /// The logs phones sent with an id of their own: a store's; none over a server (it keeps its own).
    let sentLogs: (any SentLogsRepository)?
    let lists: (any ListsRepository)?
    let favourites: (any FavouritesRepository)?
    let follows: any FollowsRepository
    /// The members one follows are looked up in (a server's directory, over a server).
    let directory: any MemberDirectory
    let feed: any FeedRepository
    let comments: any CommentsRepository
    let together: any TogetherRepository
    let notices: any NotificationsRepository
    /// Where plays are kept: a store's; none over a server.
    let plays: (any PlaysRepository)?
    let rankings: (any MemberRankingsRepository)?
    let identifiers: any FilmIdentifiersRepository
    let addedFilms: (any AddedFilmsRepository)?
    /// Where members' new films go: the store's added films, or a server.
    let filmAdditions: (any FilmAdditionsRepository)?
    let films: FilmSource
    /// Whether accounts are kept here (a store's container), not on a server.
    let keepsAccounts: Bool
    /// The server a client's rooms ask, if any.
    let server: MoviesServerClient?
    let now: @Sendable () -> Date

    var filmSource: FilmReference.Source { films.source }
}
