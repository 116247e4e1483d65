/// Why a member's favourites cannot be as asked. Each names the film.
public enum ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    case favouritesFull(maximum: Int)
    case alreadyFavourite(String)
    case notFavourite(String)

    public var description: String {
        switch self {
        case .favouritesFull(let maximum): "a profile has at most \(maximum) favourite films; take one out first"
        case .alreadyFavourite(let title): "“\(title)” is one of the favourites already"
        case .notFavourite(let film): "\(film) is not one of the favourites"
        }
    }
}
