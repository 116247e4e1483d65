public import MoviesDomain

/// Everything a person's screen shows: their name, what they did how often, and their films newest
/// first with their part in each, all of them or those of one role.
public struct PersonContent: Sendable {
    /// A role to show the films of, as the filter offers it: "Director of 5 films".
    public struct RoleChoice: Sendable, Equatable {
        public let role: PersonCredit.Role
        public let text: String
        public let isChosen: Bool
    }

    public struct Credit: Sendable {
        public let item: MoviesListItemViewModel
        /// "Director, Writer" or "Cast · as Michael Corleone".
        public let rolesText: String
    }

    public let id: Person.ID
    public let name: String
    /// The roles they had, each a filter; one role chosen, or none for all their films.
    public let roleChoices: [RoleChoice]
    /// "Director of 5 films", "In the cast of 2 films".
    public var roleCounts: [String] { roleChoices.map(\.text) }
    public let role: PersonCredit.Role?
    /// Their films in `role`, or all of them.
    public let credits: [Credit]
    /// Their best-known films (``Person/knownFor(count:)``), those in their main role first: what a person
    /// opening the page came for, before the whole filmography; none when one role is chosen.
    public let knownFor: [Credit]

    public static let knownForCount = 6

    public init(person: Person, role: PersonCredit.Role? = nil, strings: Strings) {
        let words = strings.discover
        id = person.id
        name = person.name
        roleChoices = person.roleCounts.map {
            RoleChoice(role: $0.role, text: words.roleCount($0.role, $0.films), isChosen: $0.role == role)
        }
        self.role = role
        let credits = person.credits.map { credit in
            let roles = credit.orderedRoles.map(words.roleName).joined(separator: ", ")
            return Credit(
                item: MoviesListItemViewModel(movie: credit.movie, strings: strings),
                rolesText: ([roles] + [credit.character.map(words.asCharacter)].compactMap { $0 })
                    .joined(separator: " · "))
        }
        self.credits =
            role.map { role in credits.indices.filter { person.credits[$0].roles.contains(role) }.map { credits[$0] } }
            ?? credits
        let index = Dictionary(person.credits.enumerated().map { ($1.movie.id, $0) }) { first, _ in first }
        knownFor =
            role == nil
            ? person.knownFor(count: Self.knownForCount).compactMap { index[$0.movie.id] }.map { credits[$0] } : []
    }
}
