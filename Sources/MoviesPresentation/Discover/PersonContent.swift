public import MoviesDomain

/// Everything a person's screen shows: their name, what they did how often, and their films newest
/// first with their part in each.
public struct PersonContent: Sendable {
    public struct Credit: Sendable {
        public let item: MoviesListItemViewModel
        /// "Director, Writer" or "Cast · as Michael Corleone".
        public let rolesText: String
    }

    public let id: Person.ID
    public let name: String
    /// "Director of 5 films", "In the cast of 2 films".
    public let roleCounts: [String]
    public let credits: [Credit]

    public init(person: Person, strings: Strings) {
        let words = strings.discover
        id = person.id
        name = person.name
        roleCounts = person.roleCounts.map { words.roleCount($0.role, $0.films) }
        credits = person.credits.map { credit in
            let roles = credit.orderedRoles.map(words.roleName).joined(separator: ", ")
            return Credit(
                item: MoviesListItemViewModel(movie: credit.movie, strings: strings),
                rolesText: ([roles] + [credit.character.map(words.asCharacter)].compactMap { $0 })
                    .joined(separator: " · "))
        }
    }
}
