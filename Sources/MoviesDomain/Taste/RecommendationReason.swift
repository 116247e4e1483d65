/// Why a film is recommended, as a person would say it.
public enum RecommendationReason: Sendable, Equatable {
    /// "You rated 4 films of Jean-Pierre Melville 9 or more": `films` films with this person in this role
    /// loved, the lowest of them rated `rating`.
    case person(name: String, role: PersonCredit.Role, films: Int, rating: Int)
    /// The member rates films of the genre above their average (`films` rated).
    case genre(Genre, films: Int)
    /// The member rates films of the decade (`1970`) above their average (`films` rated).
    case decade(Int, films: Int)
    /// The member rates films made in the country (as the catalog names it) above their average (`films`
    /// rated).
    case country(String, films: Int)
    /// Members with a taste like the member's (`members` of them) rate it above their own averages.
    case kindred(members: Int)
    /// It is like a film the member loved.
    case alike(title: String)
    /// The member saved it to watch.
    case saved
    /// Critics and audiences love it (in a genre the member has rated, when given).
    case wellLoved(Genre?)
}
