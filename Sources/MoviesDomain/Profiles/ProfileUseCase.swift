public import Foundation

/// A member's profile (``Profile``) read as a viewer may see it, and the member's four favourite films.
public struct ProfileUseCase: Sendable {
    private let users: any MemberDirectory
    private let favourites: any FavouritesRepository
    private let diary: any DiaryRepository
    private let reviews: any ReviewsRepository
    private let lists: any ListsRepository
    private let follows: any FollowsRepository
    private let films: FilmSource
    private let blocked: BlockedReviewCounts
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date

    /// `timeZone`: where the diary counts days, for which year is this year.
    public init(
        users: any MemberDirectory, favourites: any FavouritesRepository, diary: any DiaryRepository,
        reviews: any ReviewsRepository, lists: any ListsRepository, follows: any FollowsRepository,
        films: FilmSource, comments: (any CommentsRepository)? = nil, timeZone: TimeZone = .gmt,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        blocked = BlockedReviewCounts(reviews: reviews, follows: follows, comments: comments)
        self.users = users
        self.favourites = favourites
        self.diary = diary
        self.reviews = reviews
        self.lists = lists
        self.follows = follows
        self.films = films
        self.timeZone = timeZone
        self.now = now
    }

    /// The profile of the member called `name`, as ``Privacy`` lets `viewer` see it: the diary's watches
    /// only when it is theirs to read, the lists that are, and no activity at all across a block.
    /// ``AccountError/notFound`` when nobody has the name, or its member blocked the viewer.
    public func profile(named name: String, for viewer: User.ID?, page: PageNumber = .first) async throws -> Profile {
        guard let name = try? UserName(stored: name), let member = try await users.user(named: name) else {
            throw AccountError.notFound
        }
        let privacy = try await Privacy.between(viewer, member.id, follows: follows, diary: diary)
        guard privacy.seesMember else { throw AccountError.notFound }
        let counts = try await follows.followCounts(of: member.id)
        guard privacy.seesActivity else { return .behindABlock(member, standing: privacy.standing, follows: counts) }
        let year = CalendarDay(now(), in: timeZone).year
        // How much one watches, and how one rates, are the diary's: shown where it is theirs to read.
        let (all, thisYear) =
            privacy.seesDiary
            ? (try await diary.tally(of: member.id, year: nil), try await diary.tally(of: member.id, year: year))
            : (nil, nil)
        let found = try await reviews.reviews(by: member.id, page: page, pageSize: ReviewsUseCase.pageSize)
        let reviewed = Paged(
            items: try await blocked.counted(found.items.map(privacy.shown), seenBy: viewer), page: found.page,
            pageSize: found.pageSize, totalCount: found.totalCount)
        let shown = try await lists.lists(of: member.id).filter { privacy.sees(listThatIsPublic: $0.details.isPublic) }
        let recent =
            privacy.seesDiary
            ? try await diary.watches(of: member.id, filter: .all, page: .first, pageSize: Profile.recentWatches).items
                .map { watch in
                    let film = watch.film
                    return Profile.RecentWatch(
                        film: ListedFilm(
                            reference: film.reference, title: film.title, year: film.year, posterPath: film.posterPath),
                        rating: watch.details.rating)
                }
            : nil
        return Profile(
            member: member,
            favourites: try await favourites.favourites(of: member.id),
            counts: Profile.Counts(
                films: all?.films, filmsThisYear: thisYear?.films, reviews: reviewed.totalCount, lists: shown.count),
            ratings: RatingHistogram(
                Dictionary(
                    uniqueKeysWithValues: (all?.ratings ?? []).enumerated().map { ($0.offset + 1, $0.element) })),
            lists: shown, recentWatches: recent, reviews: reviewed, isOwn: privacy.isOwn,
            standing: privacy.standing, follows: counts)
    }

    /// The member's name now, for their own profile's address.
    public func name(of member: User.ID) async throws -> String {
        guard let user = try await users.user(withID: member) else { throw AccountError.notFound }
        return user.name.text
    }

    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        try await favourites.favourites(of: member)
    }

    /// Makes a film of this installation's source the member's next favourite.
    @discardableResult
    public func addFavourite(_ film: FilmReference, for member: User.ID) async throws -> ListedFilm {
        var chosen = try await favourites.favourites(of: member)
        let movie = try await films.movie(film)
        if chosen.contains(where: { $0.reference == film }) { throw ProfileError.alreadyFavourite(movie.title) }
        guard chosen.count < Profile.maximumFavourites else {
            throw ProfileError.favouritesFull(maximum: Profile.maximumFavourites)
        }
        let added = ListedFilm(movie, reference: film)
        chosen.append(added)
        try await favourites.setFavourites(chosen, for: member)
        return added
    }

    /// Takes a film out of the member's favourites; the others keep their order.
    @discardableResult
    public func removeFavourite(_ film: FilmReference, for member: User.ID) async throws -> ListedFilm {
        var chosen = try await favourites.favourites(of: member)
        guard let index = chosen.firstIndex(where: { $0.reference == film }) else {
            throw ProfileError.notFavourite(film.description)
        }
        let removed = chosen.remove(at: index)
        try await favourites.setFavourites(chosen, for: member)
        return removed
    }
}
