public import MoviesDomain

/// A person a search named, as a row of the people beside the films shows them.
public struct PersonMatchItem: Sendable {
    /// The match as the source gave it, for a front end that writes it as a document.
    public let match: PersonMatch
    public let id: Person.ID
    public let name: String
    /// "Director · The Godfather, Apocalypse Now".
    public let subtitle: String

    public init(match: PersonMatch, strings: Strings) {
        self.match = match
        id = match.id
        name = match.name
        subtitle =
            ([match.knownFor.map(strings.discover.roleName)].compactMap { $0 }
            + [match.knownForTitles.joined(separator: ", ")].filter { !$0.isEmpty }).joined(separator: " · ")
    }
}
