/// Why a list or a film's place in it cannot be as asked. Each names the field at fault.
public enum ListError: Error, Equatable, Sendable, CustomStringConvertible {
    case titleEmpty
    case titleTooLong(maximum: Int)
    case descriptionTooLong(maximum: Int)
    case noteTooLong(maximum: Int)
    case controlCharacter(field: String)
    case alreadyListed(String)
    case full(maximum: Int)
    /// A member has as many lists as one may.
    case tooManyLists(maximum: Int)
    case positionOutOfRange(Int, count: Int)
    /// No list of this member's has this id or address (another member's private list is none).
    case notFound
    /// The film is not in the list.
    case notListed(String)
    /// Words that are the title of several of the member's lists (and the address of none): which is asked.
    case severalTitled(String, addresses: [String])

    public var field: String {
        switch self {
        case .titleEmpty, .titleTooLong: "title"
        case .descriptionTooLong: "description"
        case .noteTooLong: "note"
        case .controlCharacter(let field): field
        case .alreadyListed, .full, .notListed: "film"
        case .tooManyLists: "list"
        case .positionOutOfRange: "position"
        case .notFound, .severalTitled: "list"
        }
    }

    public var description: String {
        switch self {
        case .titleEmpty: "a list needs a title"
        case .titleTooLong(let maximum): "a list's title is at most \(maximum) characters"
        case .descriptionTooLong(let maximum): "a list's description is at most \(maximum) characters"
        case .noteTooLong(let maximum): "a note is at most \(maximum) characters"
        case .controlCharacter(let field): "the \(field) has a character that cannot be shown"
        case .alreadyListed(let title): "“\(title)” is in the list already"
        case .full(let maximum): "a list holds at most \(maximum) films"
        case .tooManyLists(let maximum): "a member keeps at most \(maximum) lists"
        case .positionOutOfRange(let position, let count): "there is no place \(position) in a list of \(count)"
        case .notFound: "there is no such list"
        case .notListed(let film): "\(film) is not in the list"
        case .severalTitled(let title, let addresses):
            "“\(title)” is the title of \(addresses.count) of your lists; name one by its address: "
                + addresses.joined(separator: ", ")
        }
    }
}
