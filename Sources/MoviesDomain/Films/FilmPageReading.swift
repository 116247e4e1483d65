/// What a film's page reads. Over a store the use case reads each part; a client of a Movies server asks
/// once, and the server's use case answers it.
public protocol FilmPageReading: Sendable {
    /// The page of the film `id` as `member` (nobody, signed out) sees it, with page `reviews` of its
    /// reviews. ``MovieNotFound`` when no film has the id.
    func page(of id: Movie.ID, for member: User.ID?, reviews: PageNumber) async throws -> FilmPage
}
