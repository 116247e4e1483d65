public import MoviesDomain

/// A film taste picks: its catalog id, the rating the member is likely to give it, and why, the strongest
/// reason first.
public struct TastePick: Sendable, Equatable {
    public let film: Int
    public let predicted: Double
    public let reasons: [TasteReason]
}

/// Why taste picks a film, in what a person would say.
public enum TasteReason: Sendable, Equatable {
    /// The member rated `films` films with this person in this role `rating` or more.
    case person(name: String, role: PersonCredit.Role, films: Int, rating: Int)
    /// The member rates films of the genre above their average: `films` of them.
    case genre(Genre, films: Int)
    /// The member rates films of the decade (`1970`) above their average: `films` of them.
    case decade(Int, films: Int)
    /// The member rates films made in the country above their average: `films` of them.
    case country(String, films: Int)
    /// Members with a taste like the member's (`members` of them) rate it above their own averages.
    case kindred(members: Int)
    /// It is like a film the member loved (its catalog id).
    case alike(film: Int)
    /// The member saved it to watch.
    case saved
    /// Critics and audiences love it, in a genre the member has rated.
    case wellLoved(Genre?)
}
