/// A member's profile as another member (or nobody) may see it: their four favourite films, how much they
/// have watched and reviewed, how they rate, their public lists, their latest watches when the diary is
/// public, and a page of their reviews.
public struct Profile: Sendable {
    public static let maximumFavourites = 4
    public static let recentWatches = 8

    /// How much a member has done: films in the diary, of them this year, reviews and public lists.
    public struct Counts: Sendable, Equatable {
        /// Nil where the member's diary is not the viewer's to read: how much one watches is the diary's.
        public let films: Int?
        public let filmsThisYear: Int?
        public let reviews: Int
        public let lists: Int

        public init(films: Int?, filmsThisYear: Int?, reviews: Int, lists: Int) {
            self.films = films
            self.filmsThisYear = filmsThisYear
            self.reviews = reviews
            self.lists = lists
        }
    }

    /// A film watched lately, as the profile shows it: the film, and the rating the watch gave it.
    public struct RecentWatch: Sendable, Equatable {
        public let film: ListedFilm
        public let rating: Int?

        public init(film: ListedFilm, rating: Int?) {
            self.film = film
            self.rating = rating
        }
    }

    public let member: User
    public let favourites: [ListedFilm]
    public let counts: Counts
    /// How many of the diary's films the member gave each rating.
    public let ratings: RatingHistogram
    public let lists: [FilmList]
    /// The newest watches; nil when the diary is not the viewer's to read.
    public let recentWatches: [RecentWatch]?
    public let reviews: Paged<Review>
    /// Whether the viewer is the member.
    public let isOwn: Bool
    /// How the viewer and the member stand: strangers for a visitor signed out, or for oneself.
    public let standing: Standing
    public let follows: FollowCounts

    public init(
        member: User, favourites: [ListedFilm], counts: Counts, ratings: RatingHistogram, lists: [FilmList],
        recentWatches: [RecentWatch]?, reviews: Paged<Review>, isOwn: Bool,
        standing: Standing = .strangers, follows: FollowCounts = .none
    ) {
        self.member = member
        self.favourites = favourites
        self.counts = counts
        self.ratings = ratings
        self.lists = lists
        self.recentWatches = recentWatches
        self.reviews = reviews
        self.isOwn = isOwn
        self.standing = standing
        self.follows = follows
    }
}

extension Profile {
    /// A member seen across a block, by the member who blocked them: who they are, and nothing they did.
    static func behindABlock(_ member: User, standing: Standing, follows: FollowCounts) -> Profile {
        Profile(
            member: member, favourites: [], counts: Counts(films: nil, filmsThisYear: nil, reviews: 0, lists: 0),
            ratings: RatingHistogram([:]), lists: [], recentWatches: nil,
            reviews: Paged(items: [], page: 1, pageSize: ReviewsUseCase.pageSize, totalCount: 0), isOwn: false,
            standing: standing, follows: follows)
    }
}
