/// Finds the film a text shared from another app names: the store's matching here
/// (``SharedFilmUseCase``), or a Movies server's, asked in one request.
public protocol SharedFilmFinding: Sendable {
    /// The film `text` names; a link to no film here is ``SharedFilmError/notHere(_:)``, and neither a link
    /// nor words ``SharedFilmError/nothing``.
    func film(sharedAs text: String) async throws -> SharedFilmUseCase.Answer
}
