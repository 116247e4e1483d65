/// A member's choice for a film an import could not place names no film this installation has.
public struct ImportChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The film as the file names it.
    public let hint: FilmHint
    public let choice: FilmReference

    public init(hint: FilmHint, choice: FilmReference) {
        self.hint = hint
        self.choice = choice
    }

    public var description: String { "the film chosen for \(hint), \(choice), is none here" }
}
