/// What a member's page reads: their profile as a viewer may see it. Over a store the use case reads it;
/// a client of a Movies server asks once, and the server's use case answers it.
public protocol ProfileReading: Sendable {
    /// The profile of the member called `name`, with page `page` of their reviews, as `viewer` (nobody,
    /// signed out) may see it. ``AccountError/notFound`` when nobody has the name for them.
    func profile(named name: String, for viewer: User.ID?, page: PageNumber) async throws -> Profile
}
