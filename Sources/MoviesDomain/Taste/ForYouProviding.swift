/// For you as a screen asks for it: made here from the member's diary and the catalog
/// (``ForYouUseCase``), or by the server that keeps both.
public protocol ForYouProviding: Sendable {
    func forYou(_ member: User.ID, limit: Int) async throws -> ForYou
    /// False when set aside already.
    func dismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool
    /// False when it was not set aside.
    func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool
}
