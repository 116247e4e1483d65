/// A member's answers for the films an import could not place (a film, or "skip"), kept by the film's name
/// in the file (``FilmHint/choiceKey``): a later import of the same file, or of another naming the same
/// films, asks nothing already answered.
public protocol ImportChoicesRepository: Sendable {
    /// The member's kept answers among these names: a film, or nil where they chose to skip.
    func importChoices(of member: User.ID, named keys: [String]) async throws -> [String: FilmReference?]

    /// Keeps the answers, replacing earlier ones for the same names.
    func keepImportChoices(_ choices: [String: FilmReference?], of member: User.ID) async throws
}
