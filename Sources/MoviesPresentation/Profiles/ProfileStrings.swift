/// The words of a member's profile and their favourite films.
public struct ProfileStrings: Sendable {
    public let favourites: String
    /// On one's own profile with none chosen: how to choose them.
    public let noFavourites: String
    /// The counts under the name: "films", "this year", "reviews", "lists" (a number stands before each).
    public let films: @Sendable (Int) -> String
    public let thisYear: String
    public let reviews: @Sendable (Int) -> String
    public let lists: @Sendable (Int) -> String
    public let recentlyWatched: String
    public let ratings: String
    /// "7.9/10 on average · 41 rated films".
    public let average: @Sendable (_ average: String, _ count: Int) -> String
    public let addFavourite: String
    public let removeFavourite: String
    /// "“Heat” is one of your favourites now." / "“Heat” is no longer one of your favourites."
    public let added: @Sendable (_ title: String) -> String
    public let removed: @Sendable (_ title: String) -> String
    /// "Favourite 2 of 4", under a film's button when it is one.
    public let isFavourite: @Sendable (_ position: Int, _ of: Int) -> String

    public init(
        favourites: String, noFavourites: String, films: @escaping @Sendable (Int) -> String, thisYear: String,
        reviews: @escaping @Sendable (Int) -> String, lists: @escaping @Sendable (Int) -> String,
        recentlyWatched: String, ratings: String, average: @escaping @Sendable (String, Int) -> String,
        addFavourite: String, removeFavourite: String, added: @escaping @Sendable (String) -> String,
        removed: @escaping @Sendable (String) -> String, isFavourite: @escaping @Sendable (Int, Int) -> String
    ) {
        self.favourites = favourites
        self.noFavourites = noFavourites
        self.films = films
        self.thisYear = thisYear
        self.reviews = reviews
        self.lists = lists
        self.recentlyWatched = recentlyWatched
        self.ratings = ratings
        self.average = average
        self.addFavourite = addFavourite
        self.removeFavourite = removeFavourite
        self.added = added
        self.removed = removed
        self.isFavourite = isFavourite
    }
}

extension Strings {
    public var profile: ProfileStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
