public import MoviesDomain

/// What a member keeps: the films they saved (posters included) and reviewed, the reviews they like, and
/// who members are. All a client of a Movies server keeps there, through its token.
public protocol MemberFilmsStore: MemberDirectory, SavedFilmsRepository, ReviewsRepository, MemberOpinionsRepository {}

/// Accounts and what signing in keeps: sessions, access tokens, and the attempts counted against the
/// account limits. A store has them; a server's client has none (they are the server's own).
public protocol AccountStore: UsersRepository, SessionsRepository, AccessTokensRepository, AttemptsRepository {}

/// Everything a store keeps of members, one feature a line. Deleting an account deletes everything it
/// owns, in the store, in one transaction.
public protocol MemberStore:
    MemberFilmsStore,
    AccountStore,
    DiaryRepository,
    SentLogsRepository,
    ListsRepository,
    FavouritesRepository,
    MemberRankingsRepository,
    TransferStore,
    ClubStore,
    NotificationsRepository,
    PlaysRepository,
    TasteStore
{}
