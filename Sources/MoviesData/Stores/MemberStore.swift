public import MoviesDomain

/// What a store keeps of people: accounts, their sessions and access tokens, saved films (posters included),
/// reviews, and the attempts counted against the account limits.
/// Deleting an account deletes everything it owns, in the store, in one transaction.
public protocol MemberStore: UsersRepository, SavedFilmsRepository, ReviewsRepository, SessionStore,
    AccessTokensRepository, AttemptsRepository
{}
