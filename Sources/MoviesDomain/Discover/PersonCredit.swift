/// One film of a person, and what they did on it.
public struct PersonCredit: Sendable {
    public enum Role: String, CaseIterable, Sendable {
        case director, writer, cast
    }

    public let movie: Movie
    public let roles: Set<Role>
    /// Whom they played, where the source says.
    public let character: String?

    public init(movie: Movie, roles: Set<Role>, character: String? = nil) {
        self.movie = movie
        self.roles = roles
        self.character = character
    }

    /// The roles in the order people read them: director, writer, cast.
    public var orderedRoles: [Role] { Role.allCases.filter(roles.contains) }
}
