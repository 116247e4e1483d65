public import MoviesDomain

/// A person and their films as programs read them (`/api/people/{id}`, `movies person --json`).
public struct PersonDocument: Sendable {
    public struct Credit: Sendable {
        public let movie: MovieDocument
        /// `director`, `writer`, `cast`.
        public let roles: [String]
        public let character: String?
    }

    public let id: String
    public let name: String
    /// How many films they had each role in, by role.
    public let roles: [String: Int]
    /// Newest first.
    public let films: [Credit]

    public init(person: Person) {
        id = person.id.rawValue
        name = person.name
        roles = Dictionary(uniqueKeysWithValues: person.roleCounts.map { ($0.role.rawValue, $0.films) })
        films = person.credits.map {
            Credit(
                movie: MovieDocument(movie: $0.movie), roles: $0.orderedRoles.map(\.rawValue), character: $0.character)
        }
    }
}

/// A person a search named, beside its films (`people` in `/api/search`).
public struct PersonMatchDocument: Equatable, Sendable {
    public let id: String
    public let name: String
    public let knownFor: String?
    public let knownForTitles: [String]

    public init(match: PersonMatch) {
        id = match.id.rawValue
        name = match.name
        knownFor = match.knownFor?.rawValue
        knownForTitles = match.knownForTitles
    }
}
