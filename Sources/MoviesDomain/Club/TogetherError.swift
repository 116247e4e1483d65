/// Why naming members on a watch, or answering an offer, is refused. Each reads as one line.
public enum TogetherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name no member has.
    case unknownMember(String)
    /// A member who does not follow the namer back, or whom the namer does not follow: the name.
    case notFriends(String)
    case yourself
    /// A name left empty.
    case emptyName
    /// More names than a watch keeps.
    case tooMany(Int)
    /// No such offer waits for the member (answered already, or the watch is gone).
    case offerNotFound
    /// A watch given to accept an offer is of another film.
    case otherFilm

    public var description: String {
        switch self {
        case .unknownMember(let name): "there is no member called \(name)"
        case .notFriends(let name):
            "you and \(name) must follow each other to name them on a watch"
        case .yourself: "you cannot name yourself on your own watch"
        case .emptyName: "a member to name is left empty"
        case .tooMany(let count):
            "a watch names at most \(TogetherUseCase.maximumCompanions) members, not \(count)"
        case .offerNotFound: "there is no such watch offered to you"
        case .otherFilm: "that watch of yours is of another film than the one offered"
        }
    }
}
