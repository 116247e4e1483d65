/// A film an import could not place, which the member chose to add, cannot be: it has no year, a fact out
/// of a film's limits, it is a film here already (to choose instead), or films are not added here.
public struct ImportAdditionError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The file gives no year, and a film is added with one.
        case noYear
        /// This installation adds no films.
        case notHere
        case film(AddedFilmError)
    }

    /// The film as the file names it.
    public let hint: FilmHint
    public let reason: Reason

    public init(hint: FilmHint, reason: Reason) {
        self.hint = hint
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noYear: "\(hint) cannot be added: a film is added with its year, and the file gives none"
        case .notHere: "\(hint) cannot be added: films are not added here"
        case .film(.duplicate(let film)): "\(hint) is here already, as film \(film.id): choose it"
        case .film(let reason): "\(hint) cannot be added: \(reason)"
        }
    }
}
