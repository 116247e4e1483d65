public import MoviesDomain

/// The words of browsing, people and more-like-this, in one language (``Strings/discover``).
public struct DiscoverStrings: Sendable {
    public let browse: String
    public let genre: String
    /// Beside the genres: what several checked mean ("films with every genre checked").
    public let everyGenre: String
    public let clearFilters: String
    /// A skip link past the filters: "Skip to the films".
    public let skipToFilms: String
    /// Where a list stops (page 500): "That is as far as a list goes: narrow it…".
    public let narrowToSeeMore: String
    public let anyGenre: String
    public let decade: String
    public let anyDecade: String
    public let fromYear: String
    public let toYear: String
    public let minimumRating: String
    public let anyRating: String
    public let sortBy: String
    public let showFilms: String
    public let sortName: @Sendable (DiscoverSort) -> String
    public let genreName: @Sendable (Genre) -> String
    /// "The 1970s".
    public let decadeName: @Sendable (_ start: Int) -> String
    public let highestRated: String
    public let mostPopular: String
    public let seeAll: String
    public let noMatches: String
    /// "1,234 films".
    public let filmCount: @Sendable (Int) -> String
    public let people: String
    /// The heading of the films a search box suggests.
    public let films: String
    /// Above a person's best-known films.
    public let knownFor: String
    /// Above all of a person's films.
    public let allFilms: String
    public let roleName: @Sendable (PersonCredit.Role) -> String
    /// "Director of 5 films".
    public let roleCount: @Sendable (PersonCredit.Role, Int) -> String
    /// "as Michael Corleone".
    public let asCharacter: @Sendable (String) -> String
    /// A `role` in an address that is none: "There is no role “actor”: …".
    public let unknownRole: @Sendable (String) -> String
    /// The name of the links that show a person's films of one role.
    public let filmsByRole: String
    public let moreLikeThis: String
    public let series: String
    /// The film being shown, where its series lists it.
    public let thisFilm: String
    public let personNotFound: String
    public let filterError: @Sendable (DiscoverFilter.Error) -> String
}

extension Strings {
    public var discover: DiscoverStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }

    /// A genre as the source wrote it (`Sci-Fi`, `Science Fiction`), in this language; a name no genre
    /// has is shown as it is.
    public func genreName(_ name: String) -> String {
        Genre(named: name).map(discover.genreName) ?? name
    }
}
