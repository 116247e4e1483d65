/// Why tonight's pick cannot be made as asked. Each reads as one line.
public enum PickError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No member named besides the member.
    case noCompanions
    /// More members than a pick is for (the member included).
    case tooMany(Int)
    case emptyName
    case unknownMember(String)
    /// A member who is not the member's friend (each following the other).
    case notFriends(String)
    /// A length asked that no film has.
    case runtime(Int)
    /// A length that is not minutes (`120`) or hours (`2h`, `1h30`).
    case length(String)
    case genre(String)
    case decade(String)

    public var description: String {
        switch self {
        case .noCompanions: "name at least one member to pick a film with"
        case .tooMany(let count):
            "a pick is for at most \(PickUseCase.maximumMembers) members, you among them, not \(count)"
        case .emptyName: "a member to pick with is left empty"
        case .unknownMember(let name): "there is no member called \(name)"
        case .notFriends(let name): "you and \(name) must follow each other to pick a film together"
        case .runtime(let minutes):
            "a length is from \(FilmFacts.runtimes.lowerBound) to \(FilmFacts.runtimes.upperBound) minutes, not \(minutes)"
        case .length(let text): "'\(text)' is not a length (120, 2h, 1h30)"
        case .genre(let name): "there is no genre '\(name)' here"
        case .decade(let text): "'\(text)' is not a decade (1970s, 1990)"
        }
    }

    /// The field of a form or address at fault (`with`, `under`, `genre`, `decade`).
    public var field: String {
        switch self {
        case .noCompanions, .tooMany, .emptyName, .unknownMember, .notFriends: "with"
        case .runtime, .length: "under"
        case .genre: "genre"
        case .decade: "decade"
        }
    }
}
