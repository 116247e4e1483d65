public import Foundation

/// A member's named list of films: ranked or not, public or private, with the address it is known by
/// (`/u/ana/lists/best-of-the-seventies`), which stays when the title changes.
public struct FilmList: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The most films a list holds.
    public static let maximumFilms = 5_000
    /// The most lists a member keeps: far more than anyone curates, few enough that their page stays light.
    public static let maximumListsPerMember = 1_000

    public let id: ID
    public let owner: User.ID
    public var details: ListDetails
    /// The last part of its address, unique among the owner's lists.
    public var slug: String
    public let created: Date
    public var updated: Date
    public var filmCount: Int

    public init(
        id: ID, owner: User.ID, details: ListDetails, slug: String, created: Date, updated: Date, filmCount: Int = 0
    ) {
        self.id = id
        self.owner = owner
        self.details = details
        self.slug = slug
        self.created = created
        self.updated = updated
        self.filmCount = filmCount
    }
}
